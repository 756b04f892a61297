import { Form } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import { segmentMessages } from "~/models/messages/segment";
import type { SegmentView } from "~/models/segment";
import * as layout from "~/styles/layout.css";
import * as styles from "./segments.css";

export type SegmentsProps = { segments: SegmentView[]; active: string | null; basePath: string };

export function SegmentButtons({ segments, active, className }: SegmentsProps & { className: string }) {
  return (
    <>
      {segments.map((segment) => (
        <button
          key={segment.idsegmento}
          type="submit"
          name="idsegmento"
          value={segment.idsegmento}
          className={className}
          aria-current={segment.idsegmento === active ? "true" : undefined}
        >
          {segment.nome}
          {segment.adults ? <span className={styles.adultsBadge}>{segmentMessages.adultsBadge}</span> : null}
        </button>
      ))}
    </>
  );
}

/**
 * Under the header of a store with several segments (docs/rules/catalogue.md "Segments"): one
 * form, a button per segment; the choice is posted (no JavaScript needed) and kept for the visit.
 */
export function SegmentSwitch(props: SegmentsProps) {
  if (props.segments.length === 0) return null;
  return (
    <nav className={styles.switchBar} aria-label={segmentMessages.current}>
      <Form
        method="post"
        action={supplierPath(props.basePath, "/segmento")}
        className={`${layout.container} ${styles.switchForm}`}
      >
        <SegmentButtons {...props} className={styles.switchButton} />
      </Form>
    </nav>
  );
}
