import { createTheme } from '@mui/material/styles';

export const DRAWER_WIDTH = 260;
export const PRIMARY_COLOR = '#388e3c';

export const theme = createTheme({
  palette: { primary: { main: PRIMARY_COLOR } },
});
