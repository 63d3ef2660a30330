// Browser entry of a back-office page: hydrates its island from the admin registry only.
import '../../../islands/admin/hydrate-admin'
