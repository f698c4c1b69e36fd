import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';

type Part = 'html' | 'text';

export interface MessageViewProps {
  html: string;
  text: string;
  /** The frame's accessible name: 'The message as sent'. */
  label: string;
}

/**
 * An e-mail's HTML part drawn as the recipient's mail program draws it, in a sandboxed frame of its own (no
 * script runs, no form posts, nothing reaches the back office's page or its session), or its plain text.
 */
export function MessageView({ html, text, label }: MessageViewProps) {
  const [part, setPart] = useState<Part>('html');
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Show the message as"
        value={part}
        onChange={(_, next: Part | null) => {
          if (next) setPart(next);
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="html">HTML</ToggleButton>
        <ToggleButton value="text">Plain text</ToggleButton>
      </ToggleButtonGroup>
      {part === 'html' ? (
        <Box
          component="iframe"
          title={label}
          sandbox=""
          srcDoc={html}
          sx={{
            display: 'block',
            width: '100%',
            height: 360,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            // Mail is written for a white page, whatever the back office's colour scheme.
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Box
          component="pre"
          role="region"
          aria-label={`${label} (plain text)`}
          sx={{
            m: 0,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            maxHeight: 360,
            overflow: 'auto',
          }}
          tabIndex={0}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}
