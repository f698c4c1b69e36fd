import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page';

export function OrderDetailPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Order Details">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Order #{id}
      </Typography>
    </PlaceholderPage>
  );
}
