import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BusinessHours, ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <title>Contact · Postwright</title>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about Postwright, your account or billing? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="mt-10 grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="grid gap-6 max-lg:order-2">
          <ContactDetails />
          <BusinessHours />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>Tell us what you need and how we can reach you.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
