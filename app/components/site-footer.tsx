import * as layout from "~/styles/layout.css";
import * as styles from "./site-footer.css";
import type { FooterView } from "~/models/supplier-layout";
import { LightModeSwitch } from "./light-mode-switch";
import { LinkList } from "./link-list";

/** The supplier's footer (rodape): link columns, contact, address, social networks (the contact as the loader says it: footerFacts). */
export function SiteFooter({ data }: { data: FooterView }) {
  const { footer, footerFacts, basePath, store, paymentMethods, pickupStore } = data;
  const { company } = footerFacts;
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.grid}`}>
        {footer.colunas.map((coluna) => (
          <nav key={coluna.titulo} aria-label={coluna.titulo}>
            <h2 className={styles.heading}>{coluna.titulo}</h2>
            <LinkList links={coluna.links} basePath={basePath} className={styles.list} linkClassName={styles.link} />
          </nav>
        ))}
        {footerFacts.contact.length > 0 ? (
          <section aria-labelledby="rodape-contato">
            <h2 id="rodape-contato" className={styles.heading}>
              Atendimento
            </h2>
            <ul className={styles.list}>
              {footerFacts.contact.map((item) => (
                <li key={item.text}>
                  {item.href ? (
                    <>
                      {item.label}{" "}
                      <a className={styles.link} href={item.href} rel={item.rel}>
                        {item.text}
                      </a>
                    </>
                  ) : (
                    item.text
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {paymentMethods.length > 0 ? (
          <section aria-labelledby="rodape-pagamento">
            <h2 id="rodape-pagamento" className={styles.heading}>
              Formas de pagamento
            </h2>
            <ul className={styles.list}>
              {paymentMethods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {pickupStore ? (
          <section aria-labelledby="rodape-retirada">
            <h2 id="rodape-retirada" className={styles.heading}>
              Retirada na loja
            </h2>
            <p>
              {pickupStore.nome}
              {pickupStore.endereco ? (
                <>
                  <br />
                  {pickupStore.endereco}
                </>
              ) : null}
            </p>
          </section>
        ) : null}
        {footerFacts.socialNetworks.length > 0 ? (
          <nav aria-label="Redes sociais">
            <h2 className={styles.heading}>Redes sociais</h2>
            <LinkList
              links={footerFacts.socialNetworks}
              basePath={basePath}
              className={styles.list}
              linkClassName={styles.link}
            />
          </nav>
        ) : null}
      </div>
      <div className={`${layout.container} ${styles.bottom}`}>
        {footer.texto ? <p>{footer.texto}</p> : null}
        {company ? <p>{company}</p> : null}

        <p>
          © {store.nome}
          {data.texts["rodape.direitos"] ? ` ${data.texts["rodape.direitos"]}` : ""}
        </p>
        <LightModeSwitch basePath={basePath} line={data.lightSwitch} />
      </div>
    </footer>
  );
}
