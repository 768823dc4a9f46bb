# Starts from the first list's head without asking if there is one.
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        values = [lists[0].val]
        node = lists[0].next
        while node:
            values.append(node.val)
            node = node.next
        for head in lists[1:]:
            while head:
                values.append(head.val)
                head = head.next
        dummy = tail = ListNode()
        for v in sorted(values):
            tail.next = tail = ListNode(v)
        return dummy.next
