import { Link } from 'react-router';
import { SUPPORT } from '@shared/constants';
import type { LegalSection } from '../components/legal-document';

export const PRIVACY_INTRO = (
  <p>
    This Privacy Policy explains how Postwright collects, uses and protects your personal data when you visit our
    website or use our application, and which rights you have under the EU General Data Protection Regulation (GDPR).
  </p>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'controller',
    title: 'Data Controller',
    body: (
      <p>
        Postwright, based in {SUPPORT.location}, is the controller of your personal data under the GDPR. You can reach
        us about anything in this policy at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or on{' '}
        {SUPPORT.phone}.
      </p>
    ),
  },
  {
    id: 'data-collected',
    title: 'Data We Collect',
    body: (
      <>
        <p>We collect only what we need to run Postwright:</p>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, password (stored only as a secure hash), and
            optionally your professional title and LinkedIn profile address.
          </li>
          <li>
            <strong>Content:</strong> your brand voices, post ideas, generated posts and consistency analyses.
          </li>
          <li>
            <strong>Billing data:</strong> your plan, credit balance and purchase history. Card details are handled by
            our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Connected accounts:</strong> if you connect LinkedIn or sign in with Google, the identifiers and
            access tokens those services give us.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form or by e-mail.
          </li>
          <li>
            <strong>Technical and usage data:</strong> log data such as IP address and browser type for security, and,
            only with your consent, analytics about how the site is used.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Your Data',
    body: (
      <ul>
        <li>to create and secure your account and let you sign in;</li>
        <li>to generate, store and analyze your posts in your brand voice;</li>
        <li>
          to process payments, keep track of credits and send the e-mails the service needs (such as password resets);
        </li>
        <li>to publish to LinkedIn when you ask us to;</li>
        <li>to answer your questions and support requests;</li>
        <li>with your consent, to measure and improve the website and our marketing.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: (
      <ul>
        <li>
          <strong>Contract</strong> (Article 6(1)(b) GDPR): to provide the service you signed up for, including billing.
        </li>
        <li>
          <strong>Legitimate interests</strong> (Article 6(1)(f)): to keep the service secure, prevent abuse and answer
          your messages.
        </li>
        <li>
          <strong>Consent</strong> (Article 6(1)(a)): for analytics and marketing cookies. You can withdraw consent at
          any time.
        </li>
        <li>
          <strong>Legal obligation</strong> (Article 6(1)(c)): to keep accounting records as Belgian law requires.
        </li>
      </ul>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI Processing of Your Content',
    body: (
      <p>
        To write posts, your idea and brand-voice settings are sent to the text-generation engine configured for
        Postwright. Where that engine is run by an external AI provider, it acts as our processor under a data
        processing agreement and may not use your content to train its models. We do not make decisions about you based
        solely on automated processing that have legal or similarly significant effects.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Your Data',
    body: (
      <>
        <p>
          We never sell your personal data. We share it only with processors that help us run Postwright, bound by
          contract and acting on our instructions:
        </p>
        <ul>
          <li>hosting and database providers;</li>
          <li>our payment provider, for checkout and invoices;</li>
          <li>our e-mail delivery provider;</li>
          <li>AI providers, for post generation as described above;</li>
          <li>LinkedIn and Google, only when you choose to connect or sign in with them.</li>
        </ul>
        <p>We may also disclose data when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International Transfers',
    body: (
      <p>
        We store your data in the European Economic Area wherever possible. When a processor handles data outside the
        EEA, we rely on an adequacy decision of the European Commission or on the Standard Contractual Clauses, with
        additional safeguards where needed.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <ul>
        <li>
          <strong>Account data and content</strong> are kept until you delete your account, plus 30 days, after which
          they are erased from our systems and backups.
        </li>
        <li>
          <strong>Analytics data</strong> is kept for up to 26 months.
        </li>
        <li>
          <strong>Financial records</strong> are kept for as long as Belgian accounting law requires, with your other
          personal data removed once your account is deleted.
        </li>
        <li>
          <strong>Security data</strong> is short-lived: sessions end after 14 days without use, and password-reset
          links expire after one hour.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access your data, and receive it in a portable format (use Download My Data in your profile);</li>
          <li>correct inaccurate data and complete incomplete data;</li>
          <li>have your data erased (use Delete Account in your profile);</li>
          <li>restrict or object to processing based on our legitimate interests;</li>
          <li>withdraw your consent at any time, without affecting earlier processing.</li>
        </ul>
        <p>
          To exercise a right, write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>; we answer within one
          month. You may also lodge a complaint with the Belgian Data Protection Authority
          (Gegevensbeschermingsautoriteit / Autorité de protection des données).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use three kinds of cookies and similar storage:</p>
        <ul>
          <li>
            <strong>Necessary:</strong> keep you signed in, protect against attacks and remember your theme and cookie
            choices. They are always on.
          </li>
          <li>
            <strong>Analytics:</strong> help us understand how visitors use our website, with IP addresses anonymised.
            Only with your consent.
          </li>
          <li>
            <strong>Marketing:</strong> used to deliver personalised content and ads. Only with your consent.
          </li>
        </ul>
        <p>
          You choose in the cookie banner and can change your mind at any time through Cookie Preferences in the footer
          or in your profile. Nothing optional is loaded before you agree.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your data with encryption in transit (HTTPS), strong password hashing, encryption of stored access
        tokens and secrets, strict access controls and regular updates. No system is perfectly secure; if a breach
        affects your data, we will inform you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy when our service or the law changes. The date at the top shows the latest version. We
        will tell you about significant changes by e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        For questions about privacy or your data, write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>, call{' '}
        {SUPPORT.phone}, or use our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];
