import { Box, Button, EmptyState, Grid, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuShoppingCart } from 'react-icons/lu';
import { paths } from '../../../config/paths';

/** 'Your cart is empty' with Start Shopping: a visitor's cart (spec: shown without login) or an empty one. */
export function EmptyCart() {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShoppingCart />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">Your cart is empty</EmptyState.Title>
          <EmptyState.Description>Add items to it now.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.items}>Start Shopping</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function CartSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" aria-busy="true" aria-label="Loading cart">
      <Stack gap="4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="28" borderRadius="xl" />
        ))}
      </Stack>
      <Box>
        <Skeleton height="72" borderRadius="xl" />
      </Box>
    </Grid>
  );
}
