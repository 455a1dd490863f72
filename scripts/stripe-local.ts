// `npm run stripe:local`: Postwright's own Stripe stand-in (the one the tests
// use), so the whole payment flow can be tried without a Stripe account:
// hosted checkout with a Pay button, signed webhook events to the app, a
// billing portal. Nothing leaves this machine; no card is ever charged.
import { startFakeStripeServer } from '../src/server/test/fakes/stripe-server';

const port = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const webhookUrl = process.env.STRIPE_LOCAL_WEBHOOK_URL ?? `${appUrl}/api/stripe/webhook`;

const fake = await startFakeStripeServer({
  port,
  host: '127.0.0.1',
  webhookUrl,
  onDelivered: (event, status) =>
    console.log(`  → ${event.type} (${event.id}): ${status === 0 ? 'app not reachable' : status}`),
});

console.log(`
  Fake Stripe is running at ${fake.url}

  Point Postwright at it (in .env or your shell) and restart the app:

    STRIPE_SECRET_KEY=${fake.secretKey}
    STRIPE_WEBHOOK_SECRET=${fake.webhookSecret}
    STRIPE_API_URL=${fake.url}

  Webhook events go to ${webhookUrl}
  (another app address: APP_URL=http://localhost:3001 npm run stripe:local). Ctrl-C stops it.
`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
