import Box from '@mui/material/Box';
import { AreaUnavailable } from '../../components/AreaUnavailable';

/** Placeholder until the public-page screens are built. */
export default function PublicPage() {
  // Outside the signed-in frame, so the page is its own main landmark.
  return (
    <Box component="main" sx={{ p: 2 }}>
      <AreaUnavailable area="public-page" />
    </Box>
  );
}
