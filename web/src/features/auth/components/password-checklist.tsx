import { HStack, List, Text } from '@chakra-ui/react';
import { PASSWORD_MEETS_ALL } from '@campus/common/messages';
import { passwordRequirements } from '@campus/common/schemas/sign-up';
import { FiCheckCircle, FiXCircle } from 'react-icons/fi';

/** The live list of unmet password requirements under the sign-up password field. */
export function PasswordChecklist({ password }: { password: string }) {
  const unmet = passwordRequirements(password).filter((requirement) => !requirement.met);
  if (unmet.length === 0) {
    return (
      <HStack color="green.700" fontSize="sm" role="status" aria-live="polite">
        <FiCheckCircle />
        <Text>{PASSWORD_MEETS_ALL}</Text>
      </HStack>
    );
  }
  return (
    <List.Root variant="plain" gap="1" fontSize="sm" color="orange.700" aria-label="Password requirements" aria-live="polite">
      {unmet.map((requirement) => (
        <List.Item key={requirement.label} alignItems="center">
          <List.Indicator asChild>
            <FiXCircle />
          </List.Indicator>
          Needs {requirement.label}
        </List.Item>
      ))}
    </List.Root>
  );
}
