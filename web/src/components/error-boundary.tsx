import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What the widget was, for the log and the default fallback: "Could not show {label}." */
  label: string;
  /** A replacement for the default fallback, e.g. a quiet stand-in inside the top bar. */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** A widget-level boundary: one broken widget shows a small fallback instead of taking the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Error in ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Box role="alert" p="4" borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="md">
        <Text color="red.700" mb="2">
          Could not show {this.props.label}.
        </Text>
        <Button size="sm" variant="outline" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </Box>
    );
  }
}
