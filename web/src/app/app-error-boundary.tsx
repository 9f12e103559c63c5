import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { APP_ERROR_TITLE } from '@campus/common/messages';
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

class ErrorCatcher extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <AppErrorPage /> : this.props.children;
  }
}

/** The app-level error boundary; moving to another page clears the error. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher key={pathname}>{children}</ErrorCatcher>;
}
