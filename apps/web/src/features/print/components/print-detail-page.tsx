import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { EmptyState, PageHeading } from '@/components/page';

/**
 * Public print detail (/print/{id}). Placeholder until orders exist: it will show the customer's first
 * name, the print title and pdf_page_count from `GET /api/print/{ref}/` (DESIGN.md §3).
 */
export function PrintDetailPage() {
  const { id } = useParams();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <PageHeading title="Print detail" />
      <Box sx={{ mb: 2 }}>
        <Typography color="text.secondary">Reference: {id}</Typography>
      </Box>
      <EmptyState />
    </Container>
  );
}
