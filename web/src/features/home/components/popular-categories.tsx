import type { ReactNode } from 'react';
import { Box, Container, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { HOME_CATEGORIES, type CategoryName } from '@campus/common/categories';
import { LuArrowRight, LuBookOpen, LuCamera, LuHouse, LuMonitor } from 'react-icons/lu';
import { IoFitnessOutline, IoGameControllerOutline } from 'react-icons/io5';
import { Link as RouterLink } from 'react-router-dom';
import { HydrateOnDemand } from '../../../components/hydrate-on-demand';
import { itemsUrl } from '../../../config/paths';
import { SectionHeading } from './section-heading';

const ICONS: Partial<Record<CategoryName, ReactNode>> = {
  'Books & Study Materials': <LuBookOpen />,
  Electronic: <LuMonitor />,
  'Photography & Videography': <LuCamera />,
  'Gaming & Accessories': <IoGameControllerOutline />,
  'Sports & Fitness': <IoFitnessOutline />,
  'Furniture & Home Essentials': <LuHouse />,
};

/** Six category cards, each to /items?Categories={title} (spec 'Home'); links that hydrate as they scroll into view. */
export function PopularCategories() {
  return (
    <HydrateOnDemand when="visible">
      <CategoryCards />
    </HydrateOnDemand>
  );
}

function CategoryCards() {
  return (
    <Container as="section" maxW="7xl" py="16" aria-labelledby="popular-categories">
      <Box id="popular-categories">
        <SectionHeading title="Popular Categories" subtitle="Discover and explore our most popular product categories" />
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {HOME_CATEGORIES.map((category) => (
          <LinkBox
            key={category.title}
            as="article"
            bg="bg"
            borderWidth="1px"
            borderRadius="xl"
            p="6"
            transition="all 0.2s"
            _hover={{ shadow: 'lg', borderColor: 'teal.300', transform: 'translateY(-2px)' }}
          >
            <Flex align="center" gap="4">
              <Flex boxSize="14" flexShrink={0} align="center" justify="center" borderRadius="xl" bg="brand.subtle" color="brand.fg" fontSize="2xl">
                {ICONS[category.title]}
              </Flex>
              <Box flex="1" minW="0">
                <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                  {category.label}
                </Text>
                <LinkOverlay asChild>
                  <RouterLink to={itemsUrl({ Categories: category.title })}>
                    <Text fontWeight="semibold" fontSize="lg">
                      {category.title}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              </Box>
              <Box color="brand.fg">
                <LuArrowRight />
              </Box>
            </Flex>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Container>
  );
}
