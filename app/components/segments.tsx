import { Form } from "@remix-run/react";
import { useId } from "react";
import { supplierPath } from "~/models/links";
import { segmentMessages } from "~/models/messages/segment";
import type { SegmentView } from "~/models/segment";
import * as layout from "~/styles/layout.css";
import * as styles from "./segments.css";

type SegmentsProps = { segments: SegmentView[]; active: string | null; basePath: string };

function SegmentButtons({ segments, active, className }: SegmentsProps & { className: string }) {
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
        <span className={styles.switchLabel}>{segmentMessages.current}:</span>
        <SegmentButtons {...props} className={styles.switchButton} />
      </Form>
    </nav>
  );
}

/** The home's choice of a segment, while none is chosen. */
export function SegmentChooser(props: SegmentsProps) {
  if (props.segments.length === 0) return null;
  return (
    <section className={styles.chooser} aria-labelledby="segmentos-titulo">
      <h2 id="segmentos-titulo">{segmentMessages.chooseHeading}</h2>
      <p>{segmentMessages.chooseIntro}</p>
      <Form method="post" action={supplierPath(props.basePath, "/segmento")}>
        <div className={styles.chooserList}>
          <SegmentButtons {...props} className={styles.chooserButton} />
        </div>
      </Form>
    </section>
  );
}

/**
 * docs/rules/catalogue.md "Age check": "Você tem 18 anos ou mais?", posted to `/maioridade`
 * with where to go back to. `count` says how many products it holds back where a list shows others.
 */
export function AgeQuestion({
  basePath,
  back,
  count,
  heading: Heading = "h2",
}: {
  basePath: string;
  back: string;
  count?: number;
  heading?: "h1" | "h2";
}) {
  const titleId = useId();
  return (
    <section className={styles.ageBox} aria-labelledby={titleId}>
      <Heading id={titleId}>{segmentMessages.ageQuestion}</Heading>
      <p>{count ? segmentMessages.ageGatedCount(count) : segmentMessages.ageIntro}</p>
      <Form method="post" action={supplierPath(basePath, "/maioridade")} className={styles.ageActions}>
        <input type="hidden" name="voltar" value={back} />
        <button type="submit" name="resposta" value="sim" className={layout.button}>
          {segmentMessages.ageYes}
        </button>
        <button type="submit" name="resposta" value="nao" className={layout.secondaryButton}>
          {segmentMessages.ageNo}
        </button>
      </Form>
    </section>
  );
}
