import { Flex, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Flex asChild align="center" gap="2" flexShrink={0} _hover={{ textDecoration: 'none' }}>
      <RouterLink to={paths.home} aria-label="Campus Marketplace home">
        <Image src="/logo.svg" alt="" w="9" h="9" />
        <Text fontWeight="bold" fontSize="lg" lineHeight="1.1" color={inverted ? 'white' : 'brand.fg'} display={{ base: 'none', sm: 'block' }}>
          Campus
          <br />
          Marketplace
        </Text>
      </RouterLink>
    </Flex>
  );
}
