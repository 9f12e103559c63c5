import { lazy, useState } from 'react';
import { Box, Button, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { FiHeart, FiSearch, FiTag, FiX } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { UserMenu } from '../../features/auth/components/user-menu';
import { SearchBox } from '../../features/products/components/search-box';
import { HydrateOnDemand } from '../../components/hydrate-on-demand';
import { OnDemand, preload } from '../../components/on-demand';
import { paths } from '../../config/paths';
import { CategoriesTrigger } from './categories-trigger';
import { LiveLinks } from './live-links';
import { Logo } from './logo';
import { MenuButton } from './menu-button';

const loadCategoriesMenu = () => import('./categories-menu');
const CategoriesMenu = lazy(loadCategoriesMenu);
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** The sticky top bar of spec section 2; the mobile layout below 768 px (Chakra's md breakpoint). */
export function AppHeader() {
  const [mobileSearch, setMobileSearch] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
      <Container maxW="7xl" py="2">
        <Flex align="center" gap={{ base: '1', md: '4' }}>
          <Box display={{ base: 'block', md: 'none' }}>
            <OnDemand placeholder={(activate) => <MenuButton onClick={activate} onPointerEnter={preload(loadMobileMenu)} />}>
              <MobileMenu defaultOpen />
            </OnDemand>
          </Box>
          <Logo />
          <HStack as="nav" aria-label="Catalogue" gap="1" display={{ base: 'none', md: 'flex' }}>
            <OnDemand placeholder={(activate) => <CategoriesTrigger onClick={activate} onPointerEnter={preload(loadCategoriesMenu)} />}>
              <CategoriesMenu defaultOpen />
            </OnDemand>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={paths.items}>Collections</RouterLink>
            </Button>
          </HStack>
          <Box flex="1" maxW="xl" mx="auto" display={{ base: 'none', md: 'block' }}>
            {/* The server's input until first pointed at, focused or typed in. */}
            <HydrateOnDemand when="interaction">
              <SearchBox />
            </HydrateOnDemand>
          </Box>
          <HStack gap="1" ml="auto">
            <Button asChild variant="ghost" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
              <RouterLink to={paths.sellProduct}>
                <FiTag /> Sell
              </RouterLink>
            </Button>
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-label={mobileSearch ? 'Close search' : 'Open search'}
              aria-expanded={mobileSearch}
              onClick={() => setMobileSearch((open) => !open)}
            >
              {mobileSearch ? <FiX /> : <FiSearch />}
            </IconButton>
            <IconButton asChild variant="ghost" aria-label="Wishlist" display={{ base: 'none', md: 'inline-flex' }}>
              <RouterLink to={paths.wishlist}>
                <FiHeart />
              </RouterLink>
            </IconButton>
            <LiveLinks />
            <Box display={{ base: 'none', md: 'block' }}>
              <UserMenu />
            </Box>
          </HStack>
        </Flex>
        {mobileSearch && (
          <Box display={{ base: 'block', md: 'none' }} pt="2">
            <SearchBox autoFocus onNavigate={() => setMobileSearch(false)} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
