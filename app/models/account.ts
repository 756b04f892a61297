import { z } from "zod";

/**
 * The upstream's answers about accounts (docs/rules/account.md "User data", docs/upstream-api.md "User, session and
 * registration"), shared by the storefront and the reference server. docs/upstream-api.md §26–§38.
 */

const Id = z.coerce.number().int().positive();

/** GET /v2/app/{apptoken}/usuario/{login}: who a login (e-mail or document) belongs to. */
export const UserLookupSchema = z.object({
  idcliente: Id,
  /** First name only: the lookup is public. */
  nome: z.string(),
  /** 11 for a CPF, 14 for a CNPJ; null for a login by e-mail only (a sub-user). */
  cpfLength: z.number().int().nullable().default(null),
  representante: z.boolean().default(false),
});
export type UserLookup = z.infer<typeof UserLookupSchema>;

/** A client as the upstream names one: its id, name and document (CPF or CNPJ). */
const ClientNameSchema = z.object({ idcliente: Id, nome: z.string(), cpf: z.string() });

/** A client a login may act for (usuarios_vinculados). */
export const LinkedClientSchema = ClientNameSchema.extend({ principal: z.boolean() });
export type LinkedClient = z.infer<typeof LinkedClientSchema>;

/** The person behind a sub-user login of a company account (usuario_vinculado_logado). */
export const LinkedUserSchema = z.object({
  idusuario: Id,
  nome: z.string(),
  email: z.string(),
});
export type LinkedUser = z.infer<typeof LinkedUserSchema>;

/** The supplier a customer's account lives at (fornecedor_logado). */
export const LoggedSupplierSchema = z.object({
  idfornecedor: z.string(),
  fornecedor_slug: z.string(),
  fornecedor_dominio: z.string().nullable().default(null),
});

/** The customer as the session knows them. */
export const SessionCustomerSchema = z.object({
  idcliente: Id,
  nome: z.string(),
  email: z.string().nullable().default(null),
  cpf: z.string(),
});
export type SessionCustomer = z.infer<typeof SessionCustomerSchema>;

/**
 * POST /v1/app/{apptoken}/usuario/autenticar, POST /v4/api-key/login, POST
 * /v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados and GET /v4/acessorepresentante/{idcliente}.
 * `token` is what later calls send as `Authorization: Bearer`; `jwttoken` is for the chat socket.
 * When `fornecedor_logado` is another supplier, `token` is a hand-off token for that supplier's
 * login-token route and nothing else.
 */
export const AuthenticationSchema = z.object({
  ok: z.boolean(),
  token: z.string().min(1),
  jwttoken: z.string().nullable().default(null),
  expira_em: z.string().nullable().default(null),
  cadastro_aprovado: z.boolean(),
  cliente: SessionCustomerSchema,
  usuarios_vinculados: z.array(LinkedClientSchema).default([]),
  usuario_vinculado_logado: LinkedUserSchema.nullable().default(null),
  fornecedor_logado: LoggedSupplierSchema,
  /** The integration's key of an API-key login (call 32): orders placed in that session carry it. */
  idapikeys: z
    .union([z.string().trim().min(1).max(64), z.number().int()])
    .transform(String)
    .nullable()
    .default(null),
});
export type Authentication = z.infer<typeof AuthenticationSchema>;

/** POST /v1/app/{apptoken}/usuario/autenticar/representante: the token may be missing (a failure). */
export const RepresentativeAuthenticationSchema = z.object({
  ok: z.boolean(),
  token: z.string().nullable().default(null),
});

/** The claims the storefront reads from a representative's token (a JWT). */
export const RepresentativeClaimsSchema = z.object({
  idusuario: Id,
  nome: z.string(),
  access: z.array(z.string()),
  exp: z.number(),
});
export type RepresentativeClaims = z.infer<typeof RepresentativeClaimsSchema>;

/** A client in the representative's list (GET /v4/representante/{idusuario}/{idfornecedor}). */
export const RepresentedClientSchema = ClientNameSchema.extend({
  cidade: z.string().nullable().default(null),
  cadastro_aprovado: z.boolean(),
});
export type RepresentedClient = z.infer<typeof RepresentedClientSchema>;
export const RepresentedClientListSchema = z.object({ clientes: z.array(RepresentedClientSchema) });

/** GET /v2/app/{apptoken}/{clientpath}/get-configuracoes-cliente: the flags of a logged-in customer. */
export const ClientSettingsSchema = z.object({
  idcliente: Id,
  cadastro_aprovado: z.boolean(),
  tag: z.array(z.string()).default([]),
  termosuso: z.object({ versao: z.number().int().positive(), aceito: z.boolean() }).nullable().default(null),
  limite_credito_total: z.number().nullable().default(null),
  limite_credito_disponivel: z.number().nullable().default(null),
  email_verificado: z.boolean().default(false),
});
export type ClientSettings = z.infer<typeof ClientSettingsSchema>;

/** A street address as the client's record and the company registry give it. */
const StreetAddressSchema = z.object({
  cep: z.string(),
  rua: z.string(),
  numero: z.string(),
  complemento: z.string().nullable().default(null),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});

/** The customer's own data (GET /v1/app/{apptoken}/{clientpath}/cliente → clientes[]). */
export const ClientRecordSchema = z.object({
  idcliente: Id,
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string(),
  telefone: z.string().nullable().default(null),
  data_nascimento: z.string().nullable().default(null),
  endereco: StreetAddressSchema.nullable().default(null),
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;
export const ClientRecordListSchema = z.object({ clientes: z.array(ClientRecordSchema) });

/** GET /v1/app/usuario/dados-receita/{cnpj}: a company's public registry data. */
export const CompanyRegistrySchema = z.object({
  cnpj: z.string(),
  razao_social: z.string(),
  nome_fantasia: z.string().nullable().default(null),
  telefone: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  ...StreetAddressSchema.shape,
  /** The company's opening date ("YYYY-MM-DD"), when the registry knows it (companyFormValues reads anything else as none). */
  data_abertura: z.string().nullable().default(null),
});
export type CompanyRegistry = z.infer<typeof CompanyRegistrySchema>;

/** POST /v1/app/{apptoken}/cliente/anonimo/usuario: a registration's outcome. */
export const RegistrationSchema = z.object({
  ok: z.boolean(),
  idcliente: Id,
  cadastro_aprovado: z.boolean(),
  message_after_create: z.string().nullable().default(null),
});
export type Registration = z.infer<typeof RegistrationSchema>;

/** GET /v2/app/{apptoken}/cliente/senha/recuperar/{login}: where the link was sent (masked). */
export const PasswordRecoverySchema = z.object({ email: z.string() });

/** A sub-user of a company account (GET /v1/app/usuario/{idfornecedor}/{idcliente}). */
export const AccountUserSchema = z.object({
  idusuario: Id,
  nome: z.string(),
  email: z.string(),
  senha_definida: z.boolean(),
  criado_em: z.string(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;
export const AccountUserListSchema = z.object({ usuarios: z.array(AccountUserSchema) });

/** GET termouso?versaoArquivo=: the terms' text (paragraphs of plain text). */
export const TermsOfUseSchema = z.object({
  versao: z.number().int().positive(),
  titulo: z.string(),
  paragrafos: z.array(z.string()),
});
export type TermsOfUse = z.infer<typeof TermsOfUseSchema>;

/** Answers that only confirm: logout, terms, verification, user updates, removals. */
export const AccountAcknowledgementSchema = z.object({
  ok: z.boolean(),
  mensagem: z.string().nullable().default(null),
});
