import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, Icon, NativeSelect, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBookOpen, LuCamera, LuDumbbell, LuGamepad2, LuLaptop, LuPackage, LuPuzzle, LuShirt, LuSofa } from 'react-icons/lu';
import { SELL_CATEGORIES, subcategoriesOf, type CategoryName } from '@campus/common/categories';
import { ValidationError } from 'yup';
import { FormField } from '../../../components/form-field';
import { categorySchema, type SellCategoryChoice } from '../sell-form-values';

const CATEGORY_ICONS: Record<CategoryName, ReactElement> = {
  'Books & Study Materials': <LuBookOpen />,
  Electronic: <LuLaptop />,
  'Photography & Videography': <LuCamera />,
  'Clothing & Accessories': <LuShirt />,
  'Furniture & Home Essentials': <LuSofa />,
  'Gaming & Accessories': <LuGamepad2 />,
  'Sports & Fitness': <LuDumbbell />,
  Toy: <LuPuzzle />,
  Miscellaneous: <LuPackage />,
};

type CategoryErrors = Partial<Record<keyof SellCategoryChoice, string>>;

function validate(choice: SellCategoryChoice): CategoryErrors {
  try {
    categorySchema.validateSync(choice, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: CategoryErrors = {};
    for (const problem of error.inner) {
      if (problem.path === 'mainCategory' || problem.path === 'subcategory') errors[problem.path] ??= problem.message;
    }
    return errors;
  }
}

export interface CategoryStepProps {
  initial: SellCategoryChoice;
  onContinue: (choice: SellCategoryChoice) => void;
}

/** Step 1 of the sell form: one of the nine categories, then one of its subcategories. */
export function CategoryStep({ initial, onContinue }: CategoryStepProps) {
  const [choice, setChoice] = useState(initial);
  const [errors, setErrors] = useState<CategoryErrors>({});
  const subcategories = subcategoriesOf(choice.mainCategory);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(choice);
    setErrors(found);
    if (Object.keys(found).length === 0) onContinue(choice);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a category">
      <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <RadioCard.Root
            value={choice.mainCategory}
            onValueChange={(details) => {
              setChoice({ mainCategory: details.value ?? '', subcategory: '' });
              setErrors({});
            }}
            colorPalette="teal"
            size="sm"
            aria-invalid={Boolean(errors.mainCategory)}
          >
            <RadioCard.Label fontWeight="semibold" fontSize="md" mb="2">
              Category
            </RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {SELL_CATEGORIES.map((category) => (
                <RadioCard.Item key={category.name} value={category.name}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl alignItems="center">
                    <Icon size="lg" color="brand.fg">
                      {CATEGORY_ICONS[category.name]}
                    </Icon>
                    <RadioCard.ItemText>{category.name}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
          {errors.mainCategory && (
            <Text color="fg.error" fontSize="sm">
              {errors.mainCategory}
            </Text>
          )}
        </Stack>
        <FormField label="Subcategory" error={errors.subcategory}>
          <NativeSelect.Root disabled={subcategories.length === 0}>
            <NativeSelect.Field
              placeholder={subcategories.length === 0 ? 'Choose a category first' : 'Select a subcategory'}
              value={choice.subcategory}
              onChange={(event) => {
                setChoice({ ...choice, subcategory: event.currentTarget.value });
                setErrors({ ...errors, subcategory: undefined });
              }}
            >
              {subcategories.map((subcategory) => (
                <option key={subcategory} value={subcategory}>
                  {subcategory}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
