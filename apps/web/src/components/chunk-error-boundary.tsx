import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { resetFailedChunks } from '@/lib/lazy-with-timeout';

interface Props {
  children: ReactNode;
  /** Changing it (for example the pathname) clears a shown error. */
  resetKey?: string;
  /** Puts the error and its buttons somewhere (a dialog); by default they take the boundary's place. */
  fallbackWrapper?: (content: ReactNode) => ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Shown when a lazily loaded screen fails or times out: the reason and a Retry button. */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to load', error, info.componentStack);
  }

  private retry = () => {
    resetFailedChunks();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    const { fallbackWrapper = (content: ReactNode) => content } = this.props;
    return fallbackWrapper(
      <Stack sx={{ gap: 2, p: 3, alignItems: 'flex-start' }}>
        <Alert severity="error">This screen could not be loaded: {this.state.error.message}</Alert>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="contained" onClick={this.retry}>
            Retry
          </Button>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </Stack>
      </Stack>,
    );
  }
}
