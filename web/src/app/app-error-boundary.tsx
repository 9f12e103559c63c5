import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { APP_ERROR_TITLE } from '@campus/common/fallback-messages';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * The page of spec section 2 for unexpected render errors: 'Unexpected Application Error!'. The error
 * itself goes to the console, not the screen: its text is for developers.
 */
function AppErrorPage() {
  return (
    <Box minH="60vh" display="flex" alignItems="center" justifyContent="center" p="8" role="alert">
      <VStack gap="4" maxW="xl" textAlign="center">
        <Heading as="h1" size="2xl">
          {APP_ERROR_TITLE}
        </Heading>
        <Text color="fg.muted">Something went wrong while showing this page. Reload it, or go back to the home page.</Text>
        <HStack gap="3">
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button asChild colorPalette="teal">
            <a href={paths.home}>Go to Home</a>
          </Button>
        </HStack>
      </VStack>
    </Box>
  );
}

interface CatcherProps {
  /** The page the error happened on: moving to another page clears it. */
  pathname: string;
  children: ReactNode;
}

interface CatcherState {
  error: Error | null;
  pathname: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error): Partial<CatcherState> {
    return { error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <AppErrorPage /> : this.props.children;
  }
}

/**
 * The app-level error boundary; moving to another page clears the error. It is not keyed by the page:
 * that would remount everything inside it, the top bar too, on every navigation (the search box lost
 * what was being typed when sign-in moved on to the next page).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher pathname={pathname}>{children}</ErrorCatcher>;
}
