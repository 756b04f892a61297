-- CPFs and CNPJs are stored normalised: upper case, without dots, dashes, slashes or spaces. A CPF
-- has 11 digits. A CNPJ has 12 letters (A–Z) or digits, then 2 check digits: since July 2026 the
-- Receita Federal also issues alphanumeric CNPJs ("12ABC34501DE35"). Logins and the company registry
-- are looked up by the stored text as it is, so a document in any other form is refused here.

CREATE TRIGGER customers_document_insert BEFORE INSERT ON customers
WHEN NOT (
  (length(NEW.cpf) = 11 AND NEW.cpf NOT GLOB '*[^0-9]*')
  OR (length(NEW.cpf) = 14 AND substr(NEW.cpf, 1, 12) NOT GLOB '*[^0-9A-Z]*' AND substr(NEW.cpf, 13) NOT GLOB '*[^0-9]*')
)
BEGIN
  SELECT RAISE(ABORT, 'customers.cpf: a CPF or CNPJ in its normalised form');
END;

CREATE TRIGGER customers_document_update BEFORE UPDATE OF cpf ON customers
WHEN NOT (
  (length(NEW.cpf) = 11 AND NEW.cpf NOT GLOB '*[^0-9]*')
  OR (length(NEW.cpf) = 14 AND substr(NEW.cpf, 1, 12) NOT GLOB '*[^0-9A-Z]*' AND substr(NEW.cpf, 13) NOT GLOB '*[^0-9]*')
)
BEGIN
  SELECT RAISE(ABORT, 'customers.cpf: a CPF or CNPJ in its normalised form');
END;

CREATE TRIGGER company_registry_cnpj_insert BEFORE INSERT ON company_registry
WHEN NOT (substr(NEW.cnpj, 1, 12) NOT GLOB '*[^0-9A-Z]*' AND substr(NEW.cnpj, 13) NOT GLOB '*[^0-9]*')
BEGIN
  SELECT RAISE(ABORT, 'company_registry.cnpj: a CNPJ in its normalised form');
END;

CREATE TRIGGER company_registry_cnpj_update BEFORE UPDATE OF cnpj ON company_registry
WHEN NOT (substr(NEW.cnpj, 1, 12) NOT GLOB '*[^0-9A-Z]*' AND substr(NEW.cnpj, 13) NOT GLOB '*[^0-9]*')
BEGIN
  SELECT RAISE(ABORT, 'company_registry.cnpj: a CNPJ in its normalised form');
END;
