import { Box, Menu, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { MEGA_MENU_COLUMNS } from '@campus/common/categories';
import { useNavigate } from 'react-router-dom';
import { itemsUrl } from '../../config/paths';
import { CategoriesTrigger } from './categories-trigger';

/** The Categories mega-menu: three columns of categories and their subcategories, each opening /items?category=... */
export default function CategoriesMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-start' }} onSelect={({ value }) => navigate(itemsUrl({ category: value.split('::')[0] }))}>
      <Menu.Trigger asChild>
        <CategoriesTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content p="4" w={{ base: '90vw', lg: '3xl' }} maxH="80vh" overflowY="auto">
            <SimpleGrid columns={3} gap="6">
              {MEGA_MENU_COLUMNS.map((column, index) => (
                <Box key={index}>
                  {column.map((category) => (
                    <Box key={category.name} mb="4">
                      <Menu.Item value={category.name} fontWeight="semibold" color="brand.fg">
                        {category.name}
                      </Menu.Item>
                      {category.subcategories.map((subcategory) => (
                        <Menu.Item key={subcategory} value={`${category.name}::${subcategory}`} fontSize="sm" color="fg.muted" py="1">
                          <Text truncate>{subcategory}</Text>
                        </Menu.Item>
                      ))}
                    </Box>
                  ))}
                </Box>
              ))}
            </SimpleGrid>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
