import { useId, useState } from 'react';
import { Alert, Box, Flex, IconButton, Image, List, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDropzone } from 'react-dropzone';
import { LuCircleAlert, LuCircleCheck, LuImagePlus, LuX } from 'react-icons/lu';
import { MAX_LISTING_IMAGES } from '@campus/common/limits';
import { SELL_IMAGE_HINT } from '@campus/common/messages';
import { checkPhotos } from '../photo-checks';
import type { SellPhoto } from '../photo-queue';

export interface PhotoPickerProps {
  photos: readonly SellPhoto[];
  /** The form's message for the photos, e.g. 'Please upload at least one product image'. */
  error: string | undefined;
  disabled: boolean;
  /** Files that passed the checks (images of at most 10 MB, within MAX_LISTING_IMAGES). */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** The sell form's photos: picker or drag and drop, checks before any upload, a preview and progress per photo. */
export function PhotoPicker({ photos, error, disabled, onAdd, onRemove }: PhotoPickerProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const labelId = useId();
  const hintId = useId();
  const full = photos.length >= MAX_LISTING_IMAGES;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    disabled: disabled || full,
    onDrop: (accepted, rejections) => {
      const check = checkPhotos([...accepted, ...rejections.map((rejection) => rejection.file)], photos.length);
      setRefused(check.refused);
      if (check.accepted.length > 0) onAdd(check.accepted);
    },
  });

  return (
    <Stack gap="3">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        Product Images
      </Text>
      {/* The zone's name comes from its text (no aria-label that would differ from it), and the file input is beside it, not inside the button. */}
      <Flex
        {...getRootProps({ role: 'button', 'aria-describedby': hintId })}
        direction="column"
        align="center"
        justify="center"
        gap="1"
        textAlign="center"
        px="4"
        py="8"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="xl"
        borderColor={error ? 'border.error' : isDragActive ? 'teal.500' : 'border.emphasized'}
        bg={isDragActive ? 'teal.50' : 'bg.subtle'}
        cursor={disabled || full ? 'not-allowed' : 'pointer'}
        opacity={disabled || full ? 0.6 : 1}
        transition="background 0.15s, border-color 0.15s"
        _hover={disabled || full ? undefined : { borderColor: 'teal.500' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Box color="brand.fg" fontSize="3xl" mb="1" aria-hidden>
          <LuImagePlus />
        </Box>
        <Text fontWeight="medium">{full ? `You have added ${MAX_LISTING_IMAGES} photos` : 'Add product photos'}</Text>
        {!full && (
          <Text fontSize="sm" color="fg.muted">
            {isDragActive ? 'Drop the photos here' : 'Drag and drop them here, or click to choose'}
          </Text>
        )}
      </Flex>
      <input {...getInputProps({ accept: 'image/*', 'aria-label': 'Choose product photos' })} />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {SELL_IMAGE_HINT}
      </Text>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      {refused.length > 0 && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Some files were not added</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {refused.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {photos.length > 0 && (
        <SimpleGrid as="ul" aria-labelledby={labelId} columns={{ base: 2, sm: 3, md: 4 }} gap="3" listStyleType="none">
          {photos.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} disabled={disabled} onRemove={() => onRemove(photo.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PhotoTile({ photo, disabled, onRemove }: { photo: SellPhoto; disabled: boolean; onRemove: () => void }) {
  const uploading = photo.status === 'uploading';
  return (
    <Box as="li" aria-label={photo.name} borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
      <Box position="relative" aspectRatio={1} bg="gray.100">
        <Image src={photo.previewUrl} alt={`Preview of ${photo.name}`} width="100%" height="100%" objectFit="cover" />
        <IconButton
          aria-label={uploading ? `Cancel upload of ${photo.name}` : `Remove ${photo.name}`}
          title={uploading ? 'Cancel upload' : 'Remove photo'}
          size="xs"
          rounded="full"
          variant="solid"
          colorPalette="gray"
          position="absolute"
          top="1.5"
          right="1.5"
          disabled={disabled}
          onClick={onRemove}
        >
          <LuX />
        </IconButton>
      </Box>
      <Stack gap="1.5" p="2">
        <Text fontSize="xs" truncate title={photo.name}>
          {photo.name}
        </Text>
        <PhotoStatusLine photo={photo} />
      </Stack>
    </Box>
  );
}

function PhotoStatusLine({ photo }: { photo: SellPhoto }) {
  switch (photo.status) {
    case 'preparing':
      return (
        <Flex align="center" gap="1.5" fontSize="xs" color="fg.muted">
          <Spinner size="xs" /> Preparing...
        </Flex>
      );
    case 'ready':
      return (
        <Text fontSize="xs" color="fg.muted">
          Uploads when you submit
        </Text>
      );
    case 'uploading':
      return (
        <Progress.Root value={Math.round(photo.progress * 100)} size="xs" colorPalette="teal">
          <Progress.Track aria-label={`Uploading ${photo.name}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      );
    case 'uploaded':
      return (
        <Flex align="center" gap="1" fontSize="xs" color="green.700">
          <LuCircleCheck aria-hidden /> Uploaded
        </Flex>
      );
    case 'failed':
      return (
        <Flex align="center" gap="1" fontSize="xs" color="fg.error">
          <LuCircleAlert aria-hidden /> Upload failed
        </Flex>
      );
  }
}
