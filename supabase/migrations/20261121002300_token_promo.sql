-- =====================================================================
-- Promo codes on token packages (platform spec §3 Coupon details, §5
-- promo rules): a coupon may discount the balance product, which the
-- purchaseEcosystem flow prices on the server and redeems once per
-- client when the payment succeeds (private.redeem_promo_code).
-- =====================================================================

-- ---------------------------------------------------------------------
-- Coupon rule keys: the spec's four (spring_sale, sub25, sub50, old25)
-- keep their meaning and rows; other offers get their own keys, still
-- one coupon per key, written as lowercase slugs.
-- ---------------------------------------------------------------------
alter table private.coupons drop constraint if exists coupons_rule_key_check;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'coupons_rule_key_is_a_slug' and conrelid = 'private.coupons'::regclass) then
    alter table private.coupons add constraint coupons_rule_key_is_a_slug check (rule_key ~ '^[a-z0-9_]{1,40}$');
  end if;
end
$$;

-- ---------------------------------------------------------------------
-- A token-package offer: 20 % off any package, for anyone, once
-- ---------------------------------------------------------------------
insert into private.coupons
  (rule_key, amount, amount_type, apply_on_type, applicable_products, applicable_product_prices, audience,
   duration_type, interval_count, interval_unit, user_description, banner_title, banner_subtitle, popup_title, popup_subtitle)
values
  ('tokens20', 20, 'percent', 'specific_products', '{balance}', '{}', 'all', 'once', null, null,
   'Скидка 20% на пакет токенов', 'Минус 20% на токены', 'Промокод на одно пополнение баланса',
   'Промокод активирован', 'Пакет токенов на 20% дешевле')
on conflict (rule_key) do nothing;

insert into private.promo_codes (coupon_id, code, url_key)
select c.id, 'TOKENS20', 'tokens20'
from private.coupons c
where c.rule_key = 'tokens20'
on conflict (url_key) do nothing;
