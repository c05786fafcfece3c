import 'leaflet/dist/leaflet.css';
import { type GeoPoint, isInsideZone, MAP_DEBOUNCE_MS, MAP_ZOOM } from '@larder/contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import classes from './address-map.module.css';

export interface AddressMapProps {
  zone: readonly GeoPoint[];
  point: GeoPoint | null;
  /**
   * The zoom the map opens at (docs/product.md#the-vendor-profile-and-address: 10, or 10.8 in onboarding).
   */
  zoom: number;
  tileUrl: string;
  /** A click or a marker drag that ended inside the zone. */
  onPick: (point: GeoPoint) => void;
  /** A click or a drag that ended outside the zone: ignored, the caller may say so. */
  onOutside: () => void;
  /** Bumped when the point was chosen elsewhere (search): the map flies to it at zoom 17. */
  focusKey: number;
  /** What the map shows, once a drag or zoom has settled: the search prefers places there. */
  onViewChange?: (viewbox: string) => void;
}

// A CSS pin instead of Leaflet's PNG marker: bundlers lose its image URLs, and it needs no network.
const pin = L.divIcon({
  className: classes.pin,
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

const toLatLng = (p: GeoPoint): L.LatLngTuple => [p.latitude, p.longitude];

function centreOf(zone: readonly GeoPoint[]): GeoPoint {
  if (zone.length === 0) return { latitude: 0, longitude: 0 };
  const sum = zone.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / zone.length, longitude: sum.longitude / zone.length };
}

/**
 * Leaflet map with the delivery zone and the vendor's marker. Tiles come from TILE_URL; when they
 * cannot load the zone and the marker still show and still take clicks.
 */
export default function AddressMap({
  zone,
  point,
  zoom,
  tileUrl,
  onPick,
  onOutside,
  focusKey,
  onViewChange,
}: AddressMapProps) {
  const centre = useMemo(() => toLatLng(point ?? centreOf(zone)), [point, zone]);
  const positions = useMemo(() => zone.map(toLatLng), [zone]);
  // Without a place yet the map shows the whole zone, as large as it fits: at a fixed zoom a
  // small zone was a speck to aim at.
  const zoneBounds = useMemo(
    () => (point || positions.length < 3 ? undefined : L.latLngBounds(positions)),
    [point, positions],
  );
  const zoneBoundsRef = useRef(zoneBounds);
  zoneBoundsRef.current = zoneBounds;
  return (
    <div data-testid="address-map">
      <MapContainer
        center={centre}
        zoom={point ? MAP_ZOOM.selected : zoom}
        bounds={zoneBounds}
        boundsOptions={ZONE_PADDING}
        zoomSnap={0.1}
        className={classes.map}
      >
        <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
        <Polygon positions={positions} pathOptions={{ color: '#2f9e44', weight: 2, fillOpacity: 0.12 }} />
        <PickHandler zone={zone} onPick={onPick} onOutside={onOutside} />
        <FocusOnPoint point={point} focusKey={focusKey} />
        <FollowContainerSize zoneBounds={zoneBoundsRef} />
        {onViewChange && <ReportView onViewChange={onViewChange} />}
        {point && <DraggableMarker point={point} zone={zone} onPick={onPick} onOutside={onOutside} />}
      </MapContainer>
    </div>
  );
}

/**
 * A click places the marker after MAP_DEBOUNCE_MS.click, unless a second click follows (a double
 * click zooms, it does not place twice).
 */
function PickHandler({ zone, onPick, onOutside }: Pick<AddressMapProps, 'zone' | 'onPick' | 'onOutside'>) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useMapEvents({
    click(event) {
      clearTimeout(timer.current);
      const picked = { latitude: event.latlng.lat, longitude: event.latlng.lng };
      timer.current = setTimeout(() => {
        if (!isInsideZone(picked, zone)) return onOutside();
        map.setView(event.latlng, Math.max(map.getZoom(), MAP_ZOOM.selected));
        onPick(picked);
      }, MAP_DEBOUNCE_MS.click);
    },
    dblclick() {
      clearTimeout(timer.current);
    },
  });
  return null;
}

/**
 * Leaflet measures its container once; inside a modal that is still opening (or on a phone that
 * rotates) the size changes afterwards, and clicks would land on the wrong coordinates.
 */
function FollowContainerSize({ zoneBounds }: { zoneBounds: { current: L.LatLngBounds | undefined } }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    // The zone is fitted to the size the map ends up with (a modal opens from a smaller one),
    // until the user takes the map in hand.
    let handled = false;
    const takeOver = () => {
      handled = true;
    };
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      if (!handled && zoneBounds.current) map.fitBounds(zoneBounds.current, ZONE_PADDING);
    });
    observer.observe(container);
    for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
      container.addEventListener(type, takeOver);
    return () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
        container.removeEventListener(type, takeOver);
    };
  }, [map, zoneBounds]);
  return null;
}

const ZONE_PADDING: L.FitBoundsOptions = { padding: [16, 16] };

/** Reports the visible bounds MAP_DEBOUNCE_MS.mapDrag after the map stops moving, not on every frame. */
function ReportView({ onViewChange }: { onViewChange: (viewbox: string) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const map = useMapEvents({
    moveend() {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const b = map.getBounds();
        onViewChange(
          [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((v) => v.toFixed(4)).join(','),
        );
      }, MAP_DEBOUNCE_MS.mapDrag);
    },
  });
  return null;
}

function FocusOnPoint({ point, focusKey }: { point: GeoPoint | null; focusKey: number }) {
  const map = useMap();
  const last = useRef(focusKey);
  useEffect(() => {
    if (focusKey === last.current || !point) return;
    last.current = focusKey;
    map.setView(toLatLng(point), MAP_ZOOM.selected);
  }, [focusKey, point, map]);
  return null;
}

/** Dragging the marker outside the zone puts it back where it was. */
function DraggableMarker({
  point,
  zone,
  onPick,
  onOutside,
}: {
  point: GeoPoint;
  zone: readonly GeoPoint[];
  onPick: (point: GeoPoint) => void;
  onOutside: () => void;
}) {
  const marker = useRef<L.Marker>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handlers = useMemo(
    () => ({
      dragend() {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const at = marker.current?.getLatLng();
          if (!at) return;
          const dropped = { latitude: at.lat, longitude: at.lng };
          if (isInsideZone(dropped, zone)) onPick(dropped);
          else {
            marker.current?.setLatLng(toLatLng(point));
            onOutside();
          }
        }, MAP_DEBOUNCE_MS.markerDrag);
      },
    }),
    [zone, point, onPick, onOutside],
  );
  return <Marker ref={marker} position={toLatLng(point)} icon={pin} draggable eventHandlers={handlers} />;
}
