import { ShieldAlertIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '@/data/get-current-user';

/** Frame of /admin; the panels are built with the admin screens. */
export function AdminPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return (
      <div className="container-page py-10">
        <title>Admin · Postwright</title>
        <EmptyState icon={ShieldAlertIcon} title="Access denied. Admin privileges required." />
      </div>
    );
  }
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Admin Dashboard · Postwright</title>
      <PageHeader title="Admin Dashboard" description="Manage users, pricing, and monitor system performance" actions={<Badge variant="secondary">Admin Access</Badge>} />
    </div>
  );
}
