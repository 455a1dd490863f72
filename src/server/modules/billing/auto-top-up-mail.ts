import type { Mailer } from '../../integrations/mailer';
import { euro } from './fulfilment-support';

// The e-mails of auto top-up: the bank wants the customer (SCA), or the card was declined.

type Recipient = { email: string; fullName: string };

export function authenticationMail(
  to: Recipient,
  input: { appUrl: string; topUpId: string; amountCents: number; credits: number },
) {
  const link = `${input.appUrl}/billing/top-up/${input.topUpId}`;
  return {
    to: to.email,
    subject: 'Confirm your Postwright top-up',
    text: [
      `Hello ${to.fullName},`,
      '',
      `Your balance fell under 5 credits, so we tried to buy ${input.credits} credits (${euro(input.amountCents)}) with your saved card. Your bank wants you to confirm this payment yourself.`,
      '',
      `Complete it here: ${link}`,
      '',
      'Nothing has been charged yet. Until you confirm, auto top-up waits and buys nothing else.',
      '',
      'The Postwright team',
    ].join('\n'),
  };
}

export function declinedMail(to: Recipient, input: { appUrl: string; reason: 'declined' | 'no_card' }) {
  const why =
    input.reason === 'no_card'
      ? 'we found no saved card to charge'
      : 'your bank declined the payment with your saved card';
  return {
    to: to.email,
    subject: 'Your Postwright auto top-up is off',
    text: [
      `Hello ${to.fullName},`,
      '',
      `Your balance fell under 5 credits, but ${why}. Nothing was charged, and we turned auto top-up off so we do not try again.`,
      '',
      `You can buy credits, or turn auto top-up back on, on your profile: ${input.appUrl}/profile`,
      '',
      'The Postwright team',
    ].join('\n'),
  };
}

export async function sendQuietly(
  mailer: Mailer,
  message: Parameters<Mailer['send']>[0],
  onError: (error: unknown) => Promise<void>,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    await onError(error);
  }
}
