import { formatMoney, type Product, type RestockRequest, type Section } from '@larder/contract';
import { Menu } from '@mantine/core';
import { IconCopy, IconStar, IconStarOff, IconToolsKitchen2, IconUnlink } from '@tabler/icons-react';
import { type CSSProperties, memo, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { productImageSources } from '@/shared/images/image-sources';
import { ResponsiveImage } from '@/shared/images/responsive-image';
import { type CatalogueProductView, paths } from '@/shared/paths';
import { canAddPopular, weightUnit } from '../lib/catalogue';
import { type AvailabilityChoice, AvailabilitySwitch, BackAt } from './availability-switch';
import classes from './catalogue.module.css';
import { DragHandle, MoveButtons } from './item-controls';
import { DeleteEntry, ItemMenu, ModalEntry, RenameEntry } from './item-menu';
import { useSortableItem } from './sortable';
import { StockControl } from './stock-control';
import type { ItemLabels } from './tile-labels';
import { TileSwitch } from './tile-switch';

/** What every tile of a grid shares; built once per grid, so a tile re-renders only when its product does. */
export interface ProductTileActions {
  vendorId: number;
  canEdit: boolean;
  canPrice: boolean;
  /** Restock and set the count (workers too). */
  canRestock: boolean;
  currencyCode: string;
  uiLanguage: string;
  /** The vendor's time zone: "back at" times are its wall clock. */
  timeZone: string;
  popularCount: number;
  labels: ItemLabels;
  nameOf: (value: Product['nameI18n']) => string;
  onSelect: (sectionId: number, productId: number) => void;
  onMove: (sectionId: number, productId: number, step: -1 | 1) => void;
  onToggleVisible: (product: Product, visible: boolean) => void;
  onSetAvailable: (product: Product, choice: AvailabilityChoice) => void;
  onRestock: (product: Product, body: RestockRequest) => void;
  onTogglePopular: (product: Product, popular: boolean) => void;
  onDelete: (product: Product, sectionId: number) => void;
  onRemoveFromSection: (product: Product, sectionId: number) => void;
}

export interface ProductTileProps {
  product: Product;
  sectionId: number;
  orientation: Section['imageOrientation'];
  index: number;
  count: number;
  selected: boolean;
  popular: boolean;
  actions: ProductTileActions;
}

/** The detail modals a product's menu opens (the price modal is listed on its own: workers lack it). */
const DETAIL_VIEWS: { view: CatalogueProductView; label: string }[] = [
  { view: 'change-product-image', label: 'productImage.menu' },
  { view: 'change-product-description', label: 'catalogue.product.description' },
  { view: 'change-product-nutrition', label: 'catalogue.product.nutrition' },
  { view: 'change-product-tags', label: 'catalogue.product.tags' },
  { view: 'change-product-weight', label: 'catalogue.product.weightAction' },
  { view: 'change-product-sku', label: 'catalogue.product.sku' },
  { view: 'change-product-parameters', label: 'catalogue.product.parameters' },
  { view: 'change-product-components', label: 'modifiers.productComponents.action' },
];

/** A tile is about a quarter of the grid on a desktop and half of it on a phone. */
const TILE_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1080px) 33vw, 280px';

const productName = (product: Product, actions: ProductTileActions) =>
  actions.nameOf(product.nameI18n) || product.name;

/** A product of the active section: draggable, with move buttons when it may be edited. */
export const SortableProductTile = memo(function SortableProductTile(props: ProductTileProps) {
  const { product, actions } = props;
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(product.id, !actions.canEdit);
  const name = productName(product, actions);
  return (
    <ProductTileView
      {...props}
      containerRef={setNodeRef}
      style={style}
      dragging={isDragging}
      controls={
        actions.canEdit && (
          <div className={classes.row}>
            <DragHandle
              name={name}
              labels={actions.labels}
              testId={`product-drag-${product.id}`}
              handleProps={handleProps}
            />
            <MoveButtons
              index={props.index}
              count={props.count}
              name={name}
              labels={actions.labels}
              onMove={(step) => actions.onMove(props.sectionId, product.id, step)}
              testIdPrefix={`product-move-${product.id}`}
            />
          </div>
        )
      }
    />
  );
});

/** A product found by the search: the same tile, without ordering controls. */
export const ProductTile = memo(function ProductTile(props: ProductTileProps) {
  return <ProductTileView {...props} lazy />;
});

const badgeColor = (color: string) =>
  ({ '--badge-color': `var(--mantine-color-${color}-filled)` }) as CSSProperties;

/**
 * One product, in plain elements (a section shows 40 of these, a search up to 60): the picture with
 * its state badges, name, price (a link to the price modal for those who may price), weight, the
 * visibility and availability switches, the ordering controls and the menu of its modals.
 */
function ProductTileView({
  product,
  sectionId,
  orientation,
  selected,
  popular,
  actions,
  containerRef,
  style,
  dragging = false,
  lazy = false,
  controls,
}: ProductTileProps & {
  containerRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  dragging?: boolean;
  lazy?: boolean;
  controls?: ReactNode;
}) {
  const { vendorId, canEdit, canPrice, currencyCode, uiLanguage, labels } = actions;
  const name = productName(product, actions);
  const item = { section: sectionId, product: product.id };
  const picture = productImageSources(product, orientation);
  const money = (amount: number) =>
    currencyCode ? formatMoney(amount, currencyCode, uiLanguage) : String(amount);
  const discounted = product.discountPrice !== null && product.discountPrice < product.price;
  const shownPrice = discounted ? (product.discountPrice as number) : product.price;
  const discountPercent = discounted ? Math.round((1 - shownPrice / product.price) * 100) : 0;
  const select = () => actions.onSelect(sectionId, product.id);
  const weight = weightUnit(product) === 'ml' ? labels.millilitres : labels.grams;

  const priceText =
    product.price > 0 ? (
      <span className={classes.prices}>
        <span className={classes.price} data-testid="product-price">
          {money(shownPrice)}
        </span>
        {discounted && (
          <span className={classes.oldPrice} data-testid="product-old-price">
            {money(product.price)}
          </span>
        )}
      </span>
    ) : (
      <span className={classes.muted} data-testid="product-price">
        {labels.noPrice}
      </span>
    );

  return (
    <article
      ref={containerRef as Ref<HTMLElement>}
      style={style}
      className={classes.tile}
      data-orientation={orientation}
      data-selected={selected || undefined}
      data-dragging={dragging || undefined}
      data-lazy={lazy || undefined}
      data-testid={`product-tile-${product.id}`}
      data-visible={product.visible}
      data-available={product.available}
      aria-label={name}
    >
      <button
        type="button"
        className={classes.tileMedia}
        onClick={select}
        data-dimmed={!product.visible || !product.available || undefined}
        aria-label={labels.select(name)}
        tabIndex={-1}
      >
        {picture.real ? (
          <ResponsiveImage sources={picture} sizes={TILE_IMAGE_SIZES} data-testid="product-image" />
        ) : (
          <span className={classes.placeholder}>
            <IconToolsKitchen2 size={36} stroke={1.4} />
          </span>
        )}
        <span className={classes.badges}>
          {!product.visible && (
            <span className={classes.badge} style={badgeColor('gray')} data-testid="product-hidden-badge">
              {labels.hidden}
            </span>
          )}
          {!product.available && (
            <span className={classes.badge} style={badgeColor('red')} data-testid="product-unavailable-badge">
              {labels.unavailable}
            </span>
          )}
          {discounted && (
            <span className={classes.badge} style={badgeColor('orange')}>
              −{discountPercent}%
            </span>
          )}
          {popular && (
            <span className={classes.badge} style={badgeColor('yellow')}>
              <IconStar size={10} />
              {labels.popular}
            </span>
          )}
        </span>
      </button>

      <div className={classes.tileBody}>
        <button type="button" className={classes.tileName} onClick={select} data-testid="product-name">
          {name}
        </button>
        <div className={classes.tileLine}>
          {canPrice ? (
            <Link
              to={paths.catalogueProductModal(vendorId, 'change-product-price', item)}
              className={classes.priceLink}
              data-testid={`product-price-link-${product.id}`}
              aria-label={labels.changePrice(name)}
            >
              {priceText}
            </Link>
          ) : (
            priceText
          )}
          {product.weight > 0 && (
            <span className={classes.muted} data-testid="product-weight">
              {weight(product.weight)}
            </span>
          )}
        </div>
        <div className={classes.switches}>
          {canEdit && (
            <TileSwitch
              label={labels.visible}
              checked={product.visible}
              onChange={(checked) => actions.onToggleVisible(product, checked)}
              testId={`product-visible-${product.id}`}
            />
          )}
          <AvailabilitySwitch
            label={labels.available}
            item={product}
            onChange={(choice) => actions.onSetAvailable(product, choice)}
            testId={`product-available-${product.id}`}
          />
        </div>
        <BackAt item={product} timeZone={actions.timeZone} testId={`product-back-at-${product.id}`} />
        <StockControl
          name={name}
          stock={product.stock}
          canRestock={actions.canRestock}
          onRestock={(body) => actions.onRestock(product, body)}
          testId={`product-stock-${product.id}`}
        />
        {canEdit && (
          <div className={classes.tileFooter}>
            {controls ?? <span />}
            <ItemMenu label={labels.productActions(name)} testId={`product-menu-${product.id}`} width={240}>
              <ProductMenuItems product={product} item={item} popular={popular} actions={actions} />
            </ItemMenu>
          </div>
        )}
      </div>
    </article>
  );
}

/** The menu's entries; rendered only once the menu has been opened. */
function ProductMenuItems({
  product,
  item,
  popular,
  actions,
}: {
  product: Product;
  item: { section: number; product: number };
  popular: boolean;
  actions: ProductTileActions;
}) {
  const { t } = useTranslation();
  const link = (view: CatalogueProductView) => paths.catalogueProductModal(actions.vendorId, view, item);
  return (
    <>
      {actions.canPrice && (
        <Menu.Item component={Link} to={link('change-product-price')} data-testid="product-action-price">
          {t('catalogue.product.price')}
        </Menu.Item>
      )}
      {DETAIL_VIEWS.map(({ view, label }) => (
        <ModalEntry key={view} to={link(view)} testId={`product-action-${view}`}>
          {t(label as 'catalogue.product.description')}
        </ModalEntry>
      ))}
      <Menu.Divider />
      <RenameEntry to={link('rename')} testId="product-action-rename" />
      <ModalEntry to={link('clone-product')} testId="product-action-clone" icon={<IconCopy size={16} />}>
        {t('catalogue.product.clone')}
      </ModalEntry>
      {(popular || canAddPopular(actions.popularCount)) && (
        <Menu.Item
          leftSection={popular ? <IconStarOff size={16} /> : <IconStar size={16} />}
          onClick={() => actions.onTogglePopular(product, popular)}
          data-testid="product-action-popular"
        >
          {popular ? t('catalogue.product.removePopular') : t('catalogue.product.addPopular')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconUnlink size={16} />}
        onClick={() => actions.onRemoveFromSection(product, item.section)}
        data-testid="product-action-remove"
      >
        {t('catalogue.product.removeFromSection')}
      </Menu.Item>
      <DeleteEntry onClick={() => actions.onDelete(product, item.section)} testId="product-action-delete" />
    </>
  );
}
