import { messages } from "~/models/messages";
import * as layout from "~/styles/layout.css";
import * as styles from "./account.css";

/** What the account page shows of the customer, ready to print (built by its loader). */
export type AccountView = {
  nome: string;
  documentoRotulo: "CPF" | "CNPJ";
  documento: string;
  email: string | null;
  telefone: string | null;
  nascimento: string | null;
  endereco: string[] | null;
  aprovado: boolean;
  credito: { total: string; disponivel: string | null } | null;
  emailVerificado: boolean;
};

const NOT_GIVEN = "Não informado";

/** The customer's data as the store knows it, with the approval state and the credit limit. */
export function AccountOverview({ view }: { view: AccountView }) {
  return (
    <section className={styles.card} aria-labelledby="conta-resumo">
      <h2 id="conta-resumo">Seus dados</h2>
      {view.aprovado ? null : (
        <p className={layout.notice} role="status">
          {messages.registration.underReview}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Nome</dt>
        <dd>{view.nome}</dd>
        <dt>{view.documentoRotulo}</dt>
        <dd>{view.documento}</dd>
        <dt>E-mail</dt>
        <dd>
          {view.email ?? NOT_GIVEN}
          {view.emailVerificado ? <span className={styles.badge}>E-mail confirmado</span> : null}
        </dd>
        <dt>Telefone</dt>
        <dd>{view.telefone ?? NOT_GIVEN}</dd>
        <dt>Data de nascimento</dt>
        <dd>{view.nascimento ?? NOT_GIVEN}</dd>
        <dt>Endereço</dt>
        <dd>
          {view.endereco
            ? view.endereco.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))
            : NOT_GIVEN}
        </dd>
        <dt>Situação do cadastro</dt>
        <dd>{view.aprovado ? "Aprovado" : messages.registration.underReview}</dd>
        {view.credito ? (
          <>
            <dt>Limite de crédito</dt>
            <dd>
              {view.credito.total}
              {view.credito.disponivel ? <span className={styles.line}>{view.credito.disponivel} disponível</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
