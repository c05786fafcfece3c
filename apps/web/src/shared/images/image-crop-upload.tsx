import {
  COMPRESSION_PROFILES,
  type CompressionProfileName,
  IMAGE_LIMITS,
  type Image,
  type ImageType,
  imageFits,
  LIMITS,
  type UploadedImage,
} from '@larder/contract';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '@/i18n/react';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { cropAndCompress, detectImageType } from './compress-image';
import { ResponsiveImage } from './responsive-image';
import { useUploadImage } from './upload-image';

/** The cropper zooms 1× to 3×; the slider shows it as 0..100 (docs/product.md#images). */
const MAX_ZOOM = 3;
const zoomOf = (slider: number) => 1 + (slider / IMAGE_LIMITS.zoom.max) * (MAX_ZOOM - 1);

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png';

export interface ImageCropUploadProps {
  accountId: number;
  type: ImageType;
  /** Width ÷ height of the fixed crop box. */
  aspect: number;
  /**
   * Compression (docs/product.md#images): `header` for the vendor's header image, `default` for everything
   * else.
   */
  profile?: CompressionProfileName;
  /** The picture shown until a new one is picked. */
  current?: Image | null;
  /** Called with the stored variants; the caller attaches them (a product, the vendor, …). */
  onUploaded: (image: UploadedImage) => Promise<unknown> | undefined;
  saveLabel?: ReactNode;
  /** Extra buttons beside "choose a picture" (e.g. delete). */
  actions?: ReactNode;
}

/**
 * Pick, crop and upload one picture: a hidden JPEG/PNG file input, then react-easy-crop with a
 * fixed crop box and a 0..100 zoom slider; the crop is compressed in the browser (docs/product.md#images) and
 * uploaded. Pictures over 5 MB, other formats and crops under 100×100 are refused before upload.
 */
export function ImageCropUpload({
  accountId,
  type,
  aspect,
  profile = 'default',
  current,
  onUploaded,
  saveLabel,
  actions,
}: ImageCropUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoomSlider, setZoomSlider] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const { warn, warningModal } = useWarning();
  const button = useButtonState();
  const upload = useUploadImage();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = useCallback(() => {
    setFile(null);
    setObjectUrl(null);
    setArea(null);
    setZoomSlider(0);
    setCrop({ x: 0, y: 0 });
    if (input.current) input.current.value = '';
  }, []);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    if (!imageFits(picked.size)) {
      warn(t('images.tooLarge', { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 }));
      reset();
      return;
    }
    if (!(await detectImageType(picked))) {
      warn(t('images.wrongType'));
      reset();
      return;
    }
    setZoomSlider(0);
    setCrop({ x: 0, y: 0 });
    setFile(picked);
  };

  const tooSmall = area !== null && (area.width < IMAGE_LIMITS.minCrop || area.height < IMAGE_LIMITS.minCrop);
  // Smaller than the hint asks in both directions: accepted, but the user hears it first.
  const blurry =
    area !== null &&
    !tooSmall &&
    area.width < LIMITS.imageHint.minWidth &&
    area.height < LIMITS.imageHint.minHeight;

  const save = async () => {
    if (!file || !area || tooSmall) return;
    try {
      await button.run(async () => {
        const blob = await cropAndCompress(file, area, COMPRESSION_PROFILES[profile]);
        const image = await upload.mutateAsync({ accountId, type, blob, filename: file.name });
        await onUploaded(image);
      });
      reset();
    } catch (error) {
      const status = (error as { status?: number }).status;
      warn(status === 413 ? t('images.tooLarge', { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 }) : undefined);
    }
  };

  return (
    <Stack gap="sm">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        data-testid="image-file-input"
        aria-label={t('images.choose')}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      {file && objectUrl ? (
        <>
          <Box
            pos="relative"
            h={320}
            bg="dark.7"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            <Cropper
              image={objectUrl}
              crop={crop}
              zoom={zoomOf(zoomSlider)}
              minZoom={1}
              maxZoom={MAX_ZOOM}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={(zoom) =>
                setZoomSlider(Math.round(((zoom - 1) / (MAX_ZOOM - 1)) * IMAGE_LIMITS.zoom.max))
              }
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(media) => {
                if (media.naturalWidth < IMAGE_LIMITS.minCrop || media.naturalHeight < IMAGE_LIMITS.minCrop) {
                  warn(t('images.tooSmall', { px: IMAGE_LIMITS.minCrop }));
                  reset();
                }
              }}
              showGrid={false}
            />
          </Box>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" id="image-zoom-label">
              {t('images.zoom')}
            </Text>
            <Slider
              flex={1}
              min={IMAGE_LIMITS.zoom.min}
              max={IMAGE_LIMITS.zoom.max}
              step={IMAGE_LIMITS.zoom.step}
              value={zoomSlider}
              onChange={setZoomSlider}
              label={null}
              thumbProps={{ 'aria-labelledby': 'image-zoom-label' } as never}
              data-testid="image-zoom"
            />
          </Group>
          {tooSmall && (
            <Text size="sm" c="red" role="alert">
              {t('images.cropTooSmall', { px: IMAGE_LIMITS.minCrop })}
            </Text>
          )}
          {blurry && (
            <Text size="sm" c="orange.8" role="status" data-testid="image-blurry">
              {t('images.mayLookBlurry', {
                width: Math.round(area.width),
                height: Math.round(area.height),
                minWidth: LIMITS.imageHint.minWidth,
                minHeight: LIMITS.imageHint.minHeight,
              })}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={reset} disabled={button.state !== 'ready'}>
              {t('common.cancel')}
            </Button>
            <StateButton
              state={button.state}
              onClick={() => void save()}
              disabled={!area || tooSmall}
              data-testid="image-save"
              miw={140}
            >
              {saveLabel ?? t('images.save')}
            </StateButton>
          </Group>
        </>
      ) : (
        <>
          {current !== undefined && (
            <Box
              w="100%"
              maw={aspect >= 1 ? 480 : 300}
              mx="auto"
              style={{
                aspectRatio: String(aspect),
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
              }}
              bg="gray.1"
            >
              <ResponsiveImage
                image={current}
                sizes="(max-width: 640px) 100vw, 480px"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                data-testid="image-current"
              />
            </Box>
          )}
          <Text size="xs" c="dimmed">
            {t('images.hint', {
              width: LIMITS.imageHint.minWidth,
              height: LIMITS.imageHint.minHeight,
              mb: IMAGE_LIMITS.maxBytes / 1024 / 1024,
            })}
          </Text>
          <Group justify="space-between">
            <div>{actions}</div>
            <Button
              leftSection={<IconPhotoUp size={18} />}
              onClick={() => input.current?.click()}
              data-testid="image-choose"
            >
              {t('images.choose')}
            </Button>
          </Group>
        </>
      )}
      {warningModal}
    </Stack>
  );
}
