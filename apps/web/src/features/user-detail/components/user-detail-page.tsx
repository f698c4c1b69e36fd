import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page';

export function UserDetailPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="User Details">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        User #{id}
      </Typography>
    </PlaceholderPage>
  );
}
