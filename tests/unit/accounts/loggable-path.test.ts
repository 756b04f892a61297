import { describe, expect, it } from "vitest";
import { loggablePath } from "~/services/loggable-path";

describe("paths in the logs never carry secrets or what a shopper typed", () => {
  it.each([
    ["/v2/app/segredo/usuario/minhaSenha123", "segredo", "/v2/app/{apptoken}/usuario/***"],
    [
      "/v2/app/segredo/cliente/senha/recuperar/ana%40exemplo.com.br",
      "segredo",
      "/v2/app/{apptoken}/cliente/senha/recuperar/***",
    ],
    [
      "/v1/app/segredo/usuario/autenticar/representante",
      "segredo",
      "/v1/app/{apptoken}/usuario/autenticar/representante",
    ],
    ["/aurora/login-token/abc123/ana%40exemplo.com.br", undefined, "/aurora/login-token/***"],
    ["/v2/app/config/fornecedor/aurora/rodape", "segredo", "/v2/app/config/fornecedor/aurora/rodape"],
    ["/v4/app/segredo507/formas-entrega/aurora", "segredo", "/v4/app/{apptoken}507/formas-entrega/aurora"],
    ["/v2/app/segredos/fornecedor/aurora", "segredo", "/v2/app/segredos/fornecedor/aurora"],
    ["/aurora/produto/1001", undefined, "/aurora/produto/1001"],
  ])("%s → %s", (path, appToken, expected) => {
    expect(loggablePath(path, appToken)).toBe(expected);
  });
});
