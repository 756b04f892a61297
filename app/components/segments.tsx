import { Form } from "@remix-run/react";
import { useId } from "react";
import { supplierPath } from "~/models/links";
import { ageCheckMessages, segmentChoiceMessages } from "~/models/messages/age-check";
import * as layout from "~/styles/layout.css";
import * as styles from "./segments.css";
import { SegmentButtons, type SegmentsProps } from "./segment-switch";

const { ageGatedCount } = ageCheckMessages;

/** The home's choice of a segment, while none is chosen. */
export function SegmentChooser(props: SegmentsProps) {
  if (props.segments.length === 0) return null;
  return (
    <section className={styles.chooser} aria-labelledby="segmentos-titulo">
      <h2 id="segmentos-titulo">{segmentChoiceMessages.chooseHeading}</h2>
      <p>{segmentChoiceMessages.chooseIntro}</p>
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
 * with where to go back to. `count` says how many products it holds back where a list shows others;
 * `note`, what a buy button was adding when it was asked.
 */
export function AgeQuestion({
  basePath,
  back,
  count,
  note,
  heading: Heading = "h2",
}: {
  basePath: string;
  back: string;
  count?: number;
  note?: string | null;
  heading?: "h1" | "h2";
}) {
  const titleId = useId();
  return (
    <section className={styles.ageBox} aria-labelledby={titleId}>
      <Heading id={titleId}>{ageCheckMessages.ageQuestion}</Heading>
      <p>{note || (count ? ageGatedCount(count) : ageCheckMessages.ageIntro)}</p>
      <Form method="post" action={supplierPath(basePath, "/maioridade")} className={styles.ageActions}>
        <input type="hidden" name="voltar" value={back} />
        <button type="submit" name="resposta" value="sim" className={layout.button}>
          {ageCheckMessages.ageYes}
        </button>
        <button type="submit" name="resposta" value="nao" className={layout.secondaryButton}>
          {ageCheckMessages.ageNo}
        </button>
      </Form>
    </section>
  );
}
