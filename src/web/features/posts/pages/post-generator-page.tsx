import { PageHeader } from '@/components/page-header';

/** Frame of /post-generator and /social-generator; the generator is built with the posts screens. */
export function PostGeneratorPage() {
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Content Generator · Postwright</title>
      <PageHeader title="Content Generator" description="Turn an idea into posts for LinkedIn, Instagram or Facebook." />
    </div>
  );
}
