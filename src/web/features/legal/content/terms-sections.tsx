import { Link } from 'react-router';
import { FREE_MONTHLY_CREDITS, SUPPORT } from '@shared/constants';
import type { LegalSection } from '../components/legal-document';

export const TERMS_INTRO = (
  <p>
    These Terms of Service govern your use of Postwright, the web application that helps professionals write
    social-media posts in their own brand voice. Please read them carefully: by using Postwright you agree to them.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          By creating an account or otherwise using Postwright (the "Service"), you agree to be bound by these Terms and
          by our <Link to="/privacy">Privacy Policy</Link>. If you use the Service on behalf of a company or other
          organisation, you confirm that you are authorised to accept these Terms on its behalf.
        </p>
        <p>
          You must be at least 16 years old to use the Service. If you do not agree to these Terms, please do not use
          Postwright.
        </p>
      </>
    ),
  },
  {
    id: 'description',
    title: 'Description of the Service',
    body: (
      <>
        <p>
          Postwright lets you define one or more brand voices and generate posts for LinkedIn, Instagram and Facebook
          from your ideas. You can keep a history of your posts, search and reuse them, analyze them for consistency
          with your brand voice and, if you choose, publish them to a connected LinkedIn account.
        </p>
        <p>
          AI features are paid for with credits. Every account receives {FREE_MONTHLY_CREDITS} free credits each month.
          Paid monthly plans add more credits at each billing period, and one-off credit packs can be bought at any
          time. Prices are shown in euro on the <Link to="/pricing">pricing page</Link> before you pay. Payments are
          processed by our payment provider on its hosted checkout pages.
        </p>
        <p>
          Subscriptions renew monthly until cancelled. You can cancel at any time from your profile settings; your plan
          then stays active until the end of the period already paid. Credits have no cash value and cannot be
          transferred.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <>
        <p>
          You need an account to use most of the Service. You agree to give accurate information, to keep your password
          confidential and to tell us promptly at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> if you suspect
          unauthorised use of your account.
        </p>
        <p>
          You are responsible for everything that happens under your account. You may delete your account at any time
          from your profile; we may suspend or close accounts that breach these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and Intellectual Property',
    body: (
      <>
        <p>
          <strong>Your content stays yours.</strong> You keep all rights to the ideas, brand-voice answers and other
          material you enter, and to the posts Postwright generates for you. You give us a limited licence to store and
          process that content only to provide the Service to you.
        </p>
        <p>
          Generated text is produced automatically and may be inaccurate, incomplete or similar to text produced for
          others. Review every post before you publish it: you are responsible for what you publish.
        </p>
        <p>
          The Service itself, including its software, design, logo and the Postwright name, belongs to Postwright and is
          protected by intellectual property laws. These Terms do not give you any right to use our brand.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You agree not to use Postwright to:</p>
        <ul>
          <li>
            create or publish content that is unlawful, defamatory, harassing, hateful, or that infringes the rights of
            others;
          </li>
          <li>
            spread spam, misleading information or deceptive advertising, or impersonate any person or organisation;
          </li>
          <li>
            break the rules of the platforms you publish to, including LinkedIn's User Agreement and Professional
            Community Policies;
          </li>
          <li>probe, scan or test the security of the Service, or interfere with its operation or with other users;</li>
          <li>access the Service by automated means, resell it, or use it to build a competing product.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-party-integrations',
    title: 'Third-Party Integrations',
    body: (
      <>
        <p>
          Postwright can work with services run by others, such as Google sign-in, LinkedIn (for sign-in and publishing)
          and our payment provider. When you connect or use them, their own terms and privacy policies also apply.
        </p>
        <p>
          We are not responsible for third-party services, their availability or changes they make to their interfaces.
          You can disconnect your LinkedIn account at any time from your profile.
        </p>
      </>
    ),
  },
  {
    id: 'data-protection',
    title: 'Data Protection',
    body: (
      <p>
        We process personal data in line with the EU General Data Protection Regulation (GDPR) and Belgian data
        protection law. Our <Link to="/privacy">Privacy Policy</Link> explains which data we collect, why, how long we
        keep it and how you can exercise your rights, including downloading a copy of your data from your profile.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Service Availability',
    body: (
      <p>
        We work hard to keep Postwright available and fast, but we do not guarantee uninterrupted service. We may carry
        out maintenance, change or discontinue features, or suspend the Service where needed for security or legal
        reasons. Where a change materially reduces a paid plan, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          The Service is provided "as is". To the extent permitted by law, Postwright is not liable for indirect or
          consequential damages, lost profits or lost data, and our total liability for any claim is limited to the
          amount you paid us in the twelve months before the claim arose.
        </p>
        <p>
          Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or gross
          negligence, or your rights as a consumer under mandatory Belgian and EU law. These Terms are governed by
          Belgian law; the courts of Brussels have jurisdiction, without prejudice to your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms from time to time. The date at the top of this page shows when they last changed. If a
        change is significant, we will tell you by e-mail or in the app before it takes effect. If you keep using
        Postwright after that, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these Terms? Write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>, call{' '}
        {SUPPORT.phone}, or use our <Link to="/contact">contact form</Link>. Postwright is based in {SUPPORT.location}.
      </p>
    ),
  },
];
