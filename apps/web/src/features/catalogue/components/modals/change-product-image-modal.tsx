import type { Image, Product } from '@larder/contract';
import { Button, Tabs } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { useVendorSession } from '@/shared/session/vendor-context';
import { type ProductImageSlot, useSetProductImage } from '../../api/set-product-image';
import { ProductModalFrame } from './detail-modal-frame';

/** The fixed crop box of each tab: a 4:3 card picture and a 3:4 one for vertical sections. */
export const PRODUCT_IMAGE_ASPECT: Record<ProductImageSlot, number> = { horizontal: 4 / 3, vertical: 3 / 4 };

/** The product's picture in a slot, with its variants when it has them. */
export function productImageIn(product: Product, slot: ProductImageSlot): Image | null {
  const path = slot === 'horizontal' ? product.horizontalImagePath : product.verticalImagePath;
  if (!path) return null;
  return product.images.find((image) => image.path === path) ?? { path, basePath: null, variants: [] };
}

/**
 * view=change-product-image&product=<id> (docs/product.md#images): the horizontal and the vertical
 * picture, each picked, cropped in a fixed box and uploaded; delete shows unless both are the
 * defaults and nothing was uploaded here.
 */
export function ChangeProductImageModal() {
  const { t } = useTranslation();
  return (
    <ProductModalFrame title={t('productImage.title')}>
      {(product) => <ImageTabs product={product} />}
    </ProductModalFrame>
  );
}

function ImageTabs({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const [slot, setSlot] = useState<ProductImageSlot>('horizontal');
  const [uploadedHere, setUploadedHere] = useState(false);
  const setImage = useSetProductImage(account.id);
  const remove = useButtonState();
  const { warn, warningModal } = useWarning();
  const current = productImageIn(product, slot);
  const bothDefault = !product.horizontalImagePath && !product.verticalImagePath;

  const deleteCurrent = async () => {
    try {
      await remove.run(() => setImage.mutateAsync({ productId: product.id, slot, path: null }));
    } catch {
      warn();
    }
  };

  return (
    <>
      <Tabs
        value={slot}
        onChange={(value) => value && setSlot(value as ProductImageSlot)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="horizontal" data-testid="product-image-tab-horizontal">
            {t('productImage.horizontal')}
          </Tabs.Tab>
          <Tabs.Tab value="vertical" data-testid="product-image-tab-vertical">
            {t('productImage.vertical')}
          </Tabs.Tab>
        </Tabs.List>
        {(['horizontal', 'vertical'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <ImageCropUpload
              accountId={account.id}
              type="product"
              aspect={PRODUCT_IMAGE_ASPECT[tab]}
              current={productImageIn(product, tab)}
              onUploaded={async (image) => {
                await setImage.mutateAsync({ productId: product.id, slot: tab, path: image.path });
                setUploadedHere(true);
              }}
              actions={
                (!bothDefault || uploadedHere) && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => void deleteCurrent()}
                    loading={remove.state === 'loading'}
                    disabled={!current}
                    data-testid="product-image-delete"
                  >
                    {t('productImage.delete')}
                  </Button>
                )
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {warningModal}
    </>
  );
}
