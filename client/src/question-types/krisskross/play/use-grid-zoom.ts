import {
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { clampCell, type GridView, zoomStep } from './grid-geometry.ts';

// Zoom and pan for a grid larger than its frame, with pointer events: drag (a finger or the mouse) pans the frame,
// two fingers pinch to zoom, and the zoom buttons step. While fingers pinch, the drawn grid is only scaled (cheap);
// when they lift, the grid is drawn anew at its new cell size (sharp) and the point under the fingers stays there.

/** How far a pointer moves before a press becomes a drag (and is no longer a tap). */
const DRAG_SLOP = 6;

interface Point {
  x: number;
  y: number;
}

type Gesture =
  | { kind: 'pan'; start: Point; scroll: Point; moved: boolean }
  | { kind: 'pinch'; distance: number; mid: Point; origin: Point };

interface Pinch {
  scale: number;
  origin: Point;
  shift: Point;
}

/** A zoom to apply once the grid is drawn at its new size: the grid point (at the old size) to keep at `client`. */
interface Anchor {
  point: Point;
  ratio: number;
  client: Point;
}

export interface GridZoom {
  cellSize: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn(): void;
  zoomOut(): void;
  /** The drawn grid's transform while a pinch is under way. */
  areaStyle: CSSProperties;
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
  onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
  /** True once for the click that ends a drag or a pinch: it is not a tap on a cell. */
  takeDragClick(): boolean;
}

export function useGridZoom(view: GridView, scroller: HTMLElement | null, area: HTMLElement | null): GridZoom {
  const [chosen, setChosen] = useState<number | null>(null);
  const cellSize = clampCell(view, chosen ?? view.open);
  const [pinch, setPinch] = useState<Pinch | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);
  const anchor = useRef<Anchor | null>(null);

  // Once drawn at the new size, the scroll that keeps the anchored point where it was on screen.
  useLayoutEffect(() => {
    const pending = anchor.current;
    anchor.current = null;
    if (!pending || !scroller || !area) return;
    const box = area.getBoundingClientRect();
    scroller.scrollLeft += box.left + pending.point.x * pending.ratio - pending.client.x;
    scroller.scrollTop += box.top + pending.point.y * pending.ratio - pending.client.y;
  }, [cellSize, scroller, area]);

  const zoomTo = useCallback(
    (size: number, client: Point) => {
      const next = clampCell(view, size);
      if (!area || next === cellSize) return;
      const box = area.getBoundingClientRect();
      anchor.current = { point: { x: client.x - box.left, y: client.y - box.top }, ratio: next / cellSize, client };
      setChosen(next);
    },
    [view, area, cellSize],
  );

  /** The middle of what the frame shows: where the buttons zoom. */
  const frameMiddle = (): Point => {
    const box = scroller?.getBoundingClientRect();
    return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
  };

  const middleOf = (): { mid: Point; distance: number } => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return { mid: a ?? { x: 0, y: 0 }, distance: 1 };
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) };
  };

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1 && scroller) {
      dragged.current = false;
      gesture.current = {
        kind: 'pan',
        start: { x: event.clientX, y: event.clientY },
        scroll: { x: scroller.scrollLeft, y: scroller.scrollTop },
        moved: false,
      };
    } else if (pointers.current.size === 2 && area) {
      const { mid, distance } = middleOf();
      const box = area.getBoundingClientRect();
      gesture.current = { kind: 'pinch', distance, mid, origin: { x: mid.x - box.left, y: mid.y - box.top } };
      dragged.current = true;
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current?.kind === 'pan' && scroller) {
      const dx = event.clientX - current.start.x;
      const dy = event.clientY - current.start.y;
      if (!current.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
      if (!current.moved) {
        current.moved = true;
        dragged.current = true;
        // The drag keeps its pointer even when it leaves the grid.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      scroller.scrollLeft = current.scroll.x - dx;
      scroller.scrollTop = current.scroll.y - dy;
    } else if (current?.kind === 'pinch') {
      const { mid, distance } = middleOf();
      const scale = Math.min(view.max / cellSize, Math.max(view.min / cellSize, distance / current.distance));
      setPinch({ scale, origin: current.origin, shift: { x: mid.x - current.mid.x, y: mid.y - current.mid.y } });
    }
  }

  function onPointerUp(event: ReactPointerEvent<HTMLElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === 'pinch' && pointers.current.size < 2) {
      gesture.current = null;
      setPinch(null);
      if (pinch) {
        const client = { x: current.mid.x + pinch.shift.x, y: current.mid.y + pinch.shift.y };
        zoomTo(cellSize * pinch.scale, client);
      }
    } else if (pointers.current.size === 0) {
      gesture.current = null;
    }
  }

  return {
    cellSize,
    canZoomIn: cellSize < view.max,
    canZoomOut: cellSize > view.min,
    zoomIn: () => zoomTo(zoomStep(view, cellSize, 1), frameMiddle()),
    zoomOut: () => zoomTo(zoomStep(view, cellSize, -1), frameMiddle()),
    areaStyle: pinch
      ? {
          transform: `translate(${pinch.shift.x}px, ${pinch.shift.y}px) scale(${pinch.scale})`,
          transformOrigin: `${pinch.origin.x}px ${pinch.origin.y}px`,
        }
      : {},
    onPointerDown,
    onPointerMove,
    onPointerUp,
    takeDragClick() {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
