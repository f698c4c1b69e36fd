import Box from '@mui/material/Box';

/** The id of the shell's <main>, where "Skip to content" goes. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the page's first stop for the keyboard, out of sight until it has the focus; it moves
 * the focus (and the view) to the page's content, past the top bar and the menu. The focus is moved by hand: following the
 * link's #fragment would put it in the URL, a navigation of its own for the router.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{ position: 'fixed', zIndex: 1600, top: -99, bgcolor: 'background.paper', '&:focus': { top: 8 } }}
    >
      Skip to content
    </Box>
  );
}
