import { type PointerEvent, useRef, useState } from 'react';

/**
 * Dismiss by dragging to the right past `thresholdPx`, with a finger or a mouse (pointer events cover both). The
 * element follows the pointer while dragged and springs back if let go short of the threshold. Presses that start on
 * a button are left to the button.
 */
export function useSwipeDismiss(onDismiss: () => void, thresholdPx: number) {
  const start = useRef<{ x: number; pointerId: number } | undefined>(undefined);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, dismiss: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = undefined;
    setOffset(0);
    if (dismiss && distance > thresholdPx) onDismiss();
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId === event.pointerId) setOffset(Math.max(0, event.clientX - start.current.x));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
    },
  };
}
