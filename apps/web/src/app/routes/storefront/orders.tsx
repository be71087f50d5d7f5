import { MyOrders } from '@/features/orders/components/my-orders.tsx';

export default function OrdersRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>My orders | Order online</title>
      <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-4xl">
        My orders
      </h1>
      <p className="mt-2 text-ink-600">
        Your orders, newest first: waiting for the restaurant, accepted or not accepted.
      </p>
      <div className="mt-7">
        <MyOrders />
      </div>
    </div>
  );
}
