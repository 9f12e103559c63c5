import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Code, Heading, Text, VStack } from '@chakra-ui/react';
import { APP_ERROR_TITLE } from '@campus/common/messages';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/** The page of spec section 2 for unexpected render errors: 'Unexpected Application Error!'. */
export function AppErrorPage({ error }: { error: Error }) {
  return (
    <Box minH="60vh" display="flex" alignItems="center" justifyContent="center" p="8" role="alert">
      <VStack gap="4" maxW="xl" textAlign="center">
        <Heading as="h1" size="2xl">
          {APP_ERROR_TITLE}
        </Heading>
        <Code colorPalette="red" p="3" whiteSpace="pre-wrap">
          {error.message || 'Something went wrong.'}
        </Code>
        <Text color="fg.muted">Try reloading the page, or go back to the home page.</Text>
        <Button asChild colorPalette="teal">
          <a href={paths.home}>Go to Home</a>
        </Button>
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
    return this.state.error ? <AppErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The app-level error boundary; moving to another page clears the error. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher key={pathname}>{children}</ErrorCatcher>;
}
