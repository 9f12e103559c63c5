import { LuShieldAlert } from 'react-icons/lu';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';

/** What a signed-in student gets at /admin: no data was asked for (and the rules would refuse it). */
export function NotAllowed() {
  return (
    <EmptyPanel
      icon={<LuShieldAlert />}
      title="You are not allowed to view this page"
      description="The admin dashboard is only for campus marketplace admins. If you think you should have access, contact an admin."
      action={{ label: 'Back to Home', to: paths.home }}
    />
  );
}
