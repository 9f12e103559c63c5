import { useEffect } from 'react';
import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuCircleCheck } from 'react-icons/lu';
import { ORDER_PLACED } from '@campus/common/messages';
import { ORDER_REDIRECT_MS } from '@campus/common/timers';
import { paths } from '../../../config/paths';

/** 'Order Placed Successfully!', then My Orders after 1 s (ORDER_REDIRECT_MS). */
export function OrderPlaced() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.orders, { replace: true }), ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack role="status" align="center" textAlign="center" gap="3" py="16" px="4" bg="bg" borderWidth="1px" borderRadius="xl">
      <Text as="span" fontSize="5xl" color="green.700" aria-hidden="true">
        <LuCircleCheck />
      </Text>
      <Text as="h2" fontSize="2xl" fontWeight="bold">
        {ORDER_PLACED}
      </Text>
      <Text color="fg.muted">
        Taking you to{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.orders}>your orders</RouterLink>
        </Link>
        ...
      </Text>
    </Stack>
  );
}
