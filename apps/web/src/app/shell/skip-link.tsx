import Box from '@mui/material/Box';

/** The id of the shell's <main>, where "Skip to content" goes. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the page's first stop for the keyboard, out of sight until it has the focus; it moves
 * the focus to the page's content, past the top bar and the menu. The focus is moved by hand: following the
 * link's #fragment would put it in the URL, a navigation of its own for the router.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to content
    </Box>
  );
}
