import { Heading } from '@chakra-ui/react';

export function AdminScreenHeading({ children }: { children: string }) {
  return (
    <Heading as="h1" size="2xl" mb="6">
      {children}
    </Heading>
  );
}
