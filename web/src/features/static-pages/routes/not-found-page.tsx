import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  return (
    <VStack gap="4" py="24" px="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg">
        404
      </Text>
      <Heading as="h1" size="xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.home}>Back to Home</RouterLink>
      </Button>
    </VStack>
  );
}
