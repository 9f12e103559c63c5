import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button, chakra, CloseButton, Field, HStack, IconButton, Image, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { LuImagePlus, LuSend } from 'react-icons/lu';
import { chatImageFolder } from '@campus/common/chat';
import { MAX_MESSAGE_IMAGES, MESSAGE_MAX_LENGTH } from '@campus/common/limits';
import { NOT_AN_IMAGE } from '@campus/common/messages';
import { MESSAGE_SEND_FAILED, TOO_MANY_MESSAGE_IMAGES, messageTooLong } from '@campus/common/deal-messages';
import { chatMessageSchema } from '@campus/common/schemas/chat-message';
import { validateWith } from '@campus/common/schemas/validate';
import { userMessage } from '../../../lib/error-message';
import { compressPhoto, uploadPhoto } from '../../../lib/upload-photo';
import type { ConversationView } from '../api/deal-converters';
import { useSendMessage } from '../api/deal-calls';

interface Photo {
  file: File;
  preview: string;
}

const safeName = (name: string): string => name.replace(/[^\w.-]+/g, '_').slice(-60) || 'photo';

/**
 * Writes a message: text up to 1,000 characters and up to 4 photos, uploaded to the sender's folder of the
 * conversation first. Enter sends, Shift+Enter starts a new line. What failed to send stays in the box.
 */
export function MessageComposer({ conversation, uid }: { conversation: ConversationView; uid: string }) {
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  // Over the limit, what was typed or pasted stays, and the box says so at once: nothing is cut off.
  const excess = text.trim().length - MESSAGE_MAX_LENGTH;
  const shownError = excess > 0 ? messageTooLong(excess) : error;

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.some((file) => !file.type.startsWith('image/'))) return setError(NOT_AN_IMAGE);
    if (photos.length + chosen.length > MAX_MESSAGE_IMAGES) return setError(TOO_MANY_MESSAGE_IMAGES);
    setError(null);
    setPhotos((current) => [...current, ...chosen.map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validateWith(chatMessageSchema, { text, imagePaths: photos.map((photo) => photo.file.name) });
    if (!checked.ok) return setError(checked.message);
    setSending(true);
    setError(null);
    try {
      const folder = chatImageFolder(conversation, uid);
      const imagePaths = await Promise.all(
        photos.map(async (photo) => {
          const path = `${folder}/${crypto.randomUUID()}-${safeName(photo.file.name)}`;
          await uploadPhoto(await compressPhoto(photo.file), path, () => undefined).done;
          return path;
        }),
      );
      await send.mutateAsync({ conversationId: conversation.id, messageId: crypto.randomUUID(), text: checked.value.text, imagePaths });
      for (const photo of photos) URL.revokeObjectURL(photo.preview);
      setText('');
      setPhotos([]);
    } catch (failure) {
      setError(userMessage(failure, MESSAGE_SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="2">
        {photos.length > 0 && (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Photos to send">
            {photos.map((photo, index) => (
              <Stack key={photo.preview} position="relative">
                <Image src={photo.preview} alt={`Photo ${index + 1} to send`} boxSize="16" objectFit="cover" borderRadius="md" />
                <CloseButton
                  size="2xs"
                  position="absolute"
                  top="-2"
                  right="-2"
                  bg="bg"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={sending}
                  onClick={() => setPhotos((current) => current.filter((other) => other !== photo))}
                />
              </Stack>
            ))}
          </HStack>
        )}
        <Field.Root invalid={shownError !== null}>
          <VisuallyHidden asChild>
            <Field.Label>Message</Field.Label>
          </VisuallyHidden>
          <HStack align="end" gap="2" alignSelf="stretch">
            <IconButton variant="outline" aria-label="Add photos" disabled={sending || photos.length >= MAX_MESSAGE_IMAGES} onClick={() => chooser.current?.click()}>
              <LuImagePlus />
            </IconButton>
            <Textarea
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                // As in the spec's forms, an error clears on edit (the live one above follows the text).
                setError(null);
              }}
              onKeyDown={onKeyDown}
              placeholder="Write a message..."
              flex="1"
              minW="0"
              rows={1}
              // It grows with the text up to about six lines, then scrolls.
              maxH="10.5rem"
              autoresize
              disabled={sending}
            />
            <Button type="submit" colorPalette="teal" loading={sending} aria-label="Send message">
              <LuSend />
            </Button>
          </HStack>
          {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
        </Field.Root>
        <input ref={chooser} type="file" accept="image/*" multiple hidden onChange={addPhotos} aria-label="Choose photos" />
        <Text fontSize="xs" color={excess > 0 ? 'fg.error' : 'fg.muted'} textAlign="end">
          {text.trim().length}/{MESSAGE_MAX_LENGTH}
        </Text>
      </Stack>
    </chakra.form>
  );
}
